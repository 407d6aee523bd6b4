import * as v from 'valibot';
import { ApiError } from './api-error';
import { collectDrops, reportDrop } from './record-drops';

/**
 * Parses server data at the boundary. A bad answer fails here as ApiError('malformed') with the
 * path and the issue; nothing else escapes, whatever the data (a value no JSON can hold, a getter
 * that throws). Records a list left out (record-list.ts) are reported only once the answer as a
 * whole is accepted.
 */
export function parseData<S extends v.GenericSchema>(schema: S, data: unknown, path: string): v.InferOutput<S> {
  let parsed: { value: v.SafeParseResult<S>; drops: ReturnType<typeof collectDrops>['drops'] };
  try {
    parsed = collectDrops(() => v.safeParse(schema, data));
  } catch (error) {
    throw new ApiError('malformed', `Unreadable response from ${path}: ${reasonOf(error)}`, { path });
  }
  const result = parsed.value;
  if (!result.success) {
    throw new ApiError('malformed', `Unexpected response from ${path}: ${summarize(result.issues)}`, { path, data });
  }
  for (const drop of parsed.drops) reportDrop({ endpoint: path, ...drop });
  return result.output;
}

// Both run on data we cannot trust (a value's own toString may throw): they must not throw.
function summarize(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): string {
  try {
    return v.summarize(issues);
  } catch {
    return 'invalid data';
  }
}

function reasonOf(error: unknown): string {
  try {
    return error instanceof Error ? error.message : String(error);
  } catch {
    return 'unknown error';
  }
}
