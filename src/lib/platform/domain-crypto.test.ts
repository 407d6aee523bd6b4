import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decryptDomainList, DomainListError, padKey16 } from './domain-crypto';

type Encrypt = (list: readonly string[], key: string) => string;

/**
 * The server side (simulator/site/domain-crypto.ts) uses node:crypto and Buffer, which the
 * browser tsconfig does not type; a runtime-only import keeps it out of the type-checked program.
 */
async function serverEncrypt(): Promise<Encrypt> {
  const path = '../../../simulator/site/domain-crypto';
  const mod = (await import(/* @vite-ignore */ path)) as { encryptDomains: Encrypt };
  return mod.encryptDomains;
}

/** Encrypts any plaintext the same way, to build inputs the server helper cannot. */
async function webEncrypt(plain: string, key: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey('raw', padKey16(key), { name: 'AES-CBC' }, false, ['encrypt']);
  const bytes = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv: padKey16('88') }, cryptoKey, new TextEncoder().encode(plain)),
  );
  return btoa(String.fromCharCode(...bytes));
}

describe('padKey16', () => {
  it('pads with ASCII "0" to 16 bytes and cuts longer keys', () => {
    expect(new TextDecoder().decode(padKey16('88'))).toBe('8800000000000000');
    expect(new TextDecoder().decode(padKey16('abcdefghijklmnopqrstuvwxyz'))).toBe('abcdefghijklmnop');
    expect(padKey16('')).toHaveLength(16);
  });
});

describe('decryptDomainList', () => {
  it('decrypts what the server encrypts', async () => {
    const encrypt = await serverEncrypt();
    const list = ['https://api1.example.com', 'https://api2.example.com:8443'];
    expect(await decryptDomainList(encrypt(list, 'secret-key'), 'secret-key')).toEqual(list);
  });

  it('reduces entries to origins, drops non-http entries and duplicates', async () => {
    const encrypt = await serverEncrypt();
    const b64 = encrypt(
      ['https://a.example.com/path/', 'ftp://x.example.com', 'not a url', 'https://a.example.com'],
      'k',
    );
    expect(await decryptDomainList(b64, 'k')).toEqual(['https://a.example.com']);
  });

  it('round-trips arbitrary keys and origin lists (property)', async () => {
    const encrypt = await serverEncrypt();
    await fc.assert(
      fc.asyncProperty(
        fc.stringMatching(/^[ -~]{0,20}$/),
        fc.uniqueArray(
          fc.webUrl({ withQueryParameters: false, withFragments: false }).map((u) => new URL(u).origin),
          { maxLength: 5 },
        ),
        async (key, origins) => {
          expect(await decryptDomainList(encrypt(origins, key), key)).toEqual(origins);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('rejects a wrong key with a clear error', async () => {
    const encrypt = await serverEncrypt();
    const b64 = encrypt(['https://a.example.com'], 'right-key');
    // A wrong key almost always fails on padding; if padding happens to pass, the JSON check fails.
    await expect(decryptDomainList(b64, 'wrong-key')).rejects.toThrow(DomainListError);
  });

  it('rejects text that is not base64 or not whole blocks', async () => {
    await expect(decryptDomainList('%%%not base64%%%', 'k')).rejects.toThrow(/not valid base64/);
    await expect(decryptDomainList('', 'k')).rejects.toThrow(/not valid base64/);
    await expect(decryptDomainList(btoa('short'.padEnd(8, 'x')), 'k')).rejects.toThrow(/AES blocks/);
  });

  it('rejects decrypted JSON that is not an array of strings', async () => {
    const encrypt = await serverEncrypt();
    // encryptDomains JSON-encodes its argument, so a nested array yields a non-string entry.
    const b64 = encrypt([['https://a.example.com']] as unknown as string[], 'k');
    await expect(decryptDomainList(b64, 'k')).rejects.toThrow(/array of strings/);
  });

  it('rejects a payload that decrypts to something other than JSON', async () => {
    await expect(decryptDomainList(await webEncrypt('hello, world', 'k'), 'k')).rejects.toThrow(/not JSON/);
    await expect(decryptDomainList(await webEncrypt('{"a":"https://x.com"}', 'k'), 'k')).rejects.toThrow(
      /array of strings/,
    );
  });

  it('rejects when Web Crypto is missing', async () => {
    await expect(decryptDomainList('AAAAAAAAAAAAAAAAAAAAAA==', 'k', null)).rejects.toThrow(
      /Web Crypto is not available/,
    );
  });
});
