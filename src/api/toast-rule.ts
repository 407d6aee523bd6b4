import { SILENT_TOAST_CODE } from '../config/constants';

/**
 * docs/product.md, "Error catalogue": a failed envelope's msg is toasted when the code is not success, the request
 * did not ask for silence (noNeedResponseMsg), msg is non-empty, and the code is not 1002000035.
 */
export function shouldToast(
  envelope: { code: number; msg?: unknown },
  successCode: number,
  noNeedResponseMsg: boolean,
): boolean {
  return (
    envelope.code !== successCode &&
    !noNeedResponseMsg &&
    typeof envelope.msg === 'string' &&
    envelope.msg.trim() !== '' &&
    envelope.code !== SILENT_TOAST_CODE
  );
}
