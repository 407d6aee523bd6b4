/**
 * Decrypts the domain-discovery lists: base64 of AES-128-CBC with PKCS#7
 * padding; key and IV are UTF-8 right-padded with "0" to 16 bytes. Web Crypto does the work so
 * no crypto library ships to the browser; it removes the PKCS#7 padding itself.
 */

export class DomainListError extends Error {
  override name = 'DomainListError';
}

const BLOCK = 16;
const IV_TEXT = '88';

/** UTF-8 bytes right-padded with "0" (0x30) to 16 bytes, longer input cut to 16. */
export function padKey16(text: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(BLOCK).fill(0x30);
  out.set(new TextEncoder().encode(text).slice(0, BLOCK));
  return out;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const clean = text.replace(/\s+/g, '');
  if (clean === '' || !/^[A-Za-z0-9+/]*={0,2}$/.test(clean) || clean.length % 4 !== 0) {
    throw new DomainListError('Domain list is not valid base64');
  }
  const binary = atob(clean);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  if (bytes.length % BLOCK !== 0) throw new DomainListError('Domain list is not a whole number of AES blocks');
  return bytes;
}

/** An http(s) entry reduced to its origin; anything else is dropped rather than failing the list. */
function toOrigin(entry: string): string | null {
  try {
    const url = new URL(entry.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origins in the encrypted JSON array, in order, without duplicates. Throws DomainListError
 * when the text is not base64, does not decrypt with the key, or is not a JSON array of strings.
 */
export async function decryptDomainList(
  base64: string,
  key: string,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<string[]> {
  if (!subtle) throw new DomainListError('Web Crypto is not available (the page is not a secure context)');
  const data = decodeBase64(base64);
  let plain: ArrayBuffer;
  try {
    const cryptoKey = await subtle.importKey('raw', padKey16(key), { name: 'AES-CBC' }, false, ['decrypt']);
    plain = await subtle.decrypt({ name: 'AES-CBC', iv: padKey16(IV_TEXT) }, cryptoKey, data);
  } catch {
    // Web Crypto reports a wrong key only as bad padding (OperationError); say what it means.
    throw new DomainListError('Domain list could not be decrypted (wrong key or corrupt data)');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(plain));
  } catch {
    throw new DomainListError('Decrypted domain list is not JSON');
  }
  if (!Array.isArray(parsed) || !parsed.every((entry): entry is string => typeof entry === 'string')) {
    throw new DomainListError('Decrypted domain list is not an array of strings');
  }
  const origins = parsed.map(toOrigin).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}
