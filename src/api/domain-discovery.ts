import * as v from 'valibot';
import { decryptDomainList } from '../lib/platform/domain-crypto';

const DiscoveryResponse = v.looseObject({ data: v.string(), staticList: v.string() });

export interface Domains {
  apiOrigin: string;
  staticOrigin: string;
  /** True when discovery failed and the fallback origin is in use. */
  fallback: boolean;
}

/**
 * GET the dynamic-domain address, decrypt both lists, use the first entry of each; on any failure
 * use the fallback origin.
 */
export async function discoverDomains(
  url: string,
  key: string,
  fallbackApiOrigin: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Domains> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body = v.parse(DiscoveryResponse, await response.json());
    const [api] = await decryptDomainList(body.data, key);
    const [assets] = await decryptDomainList(body.staticList, key);
    if (!api) throw new Error('empty domain list');
    return { apiOrigin: api, staticOrigin: assets ?? api, fallback: false };
  } catch {
    return { apiOrigin: fallbackApiOrigin, staticOrigin: fallbackApiOrigin, fallback: true };
  }
}
