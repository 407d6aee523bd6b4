import type * as v from 'valibot';
import { HTTP_TIMEOUT_MS, MAINTENANCE_CODE, PROVIDER_TOKEN_EXPIRED_CODE } from '../config/constants';
import type { Language } from '../config/variant';
import { ApiError } from './api-error';
import { LANGUAGE_TYPE } from './client-context';
import { ProviderEnvelope } from './envelope';
import { parseData } from './parse';
import { parseJson } from './site-client';
import { toTransportError } from './transport-error';
import { lazyAxiosInstance } from './lazy-axios';

/** Where the provider lives and with which token; refreshed through /api/game/bet/cSports/token. */
export interface ProviderAccess {
  token: string;
  apiServerAddress: string;
  pushServerAddress: string;
}

export interface ProviderContext {
  access(): Promise<ProviderAccess>;
  /** Fetches a new token (code 14010); the client retries the call once with it. */
  refresh(): Promise<ProviderAccess>;
  language(): Language;
}

export interface ProviderClient {
  post<S extends v.GenericSchema>(
    path: string,
    body: Record<string, unknown>,
    schema: S,
    signal?: AbortSignal,
  ): Promise<v.InferOutput<S>>;
}

/**
 * The betting-provider client: `POST {apiServerAddress}/v1/...`, `Authorization: <token>`,
 * envelope `{ success, code, message, data }` with code 0. Code 14010 refreshes the token and
 * retries once; code 8 (maintenance) rejects with kind `maintenance` and the message unchanged,
 * so callers can parse the window from it. Other codes reject silently (no toast).
 */
export function createProviderClient(ctx: ProviderContext): ProviderClient {
  const instance = lazyAxiosInstance({ timeout: HTTP_TIMEOUT_MS });

  async function send(access: ProviderAccess, path: string, body: Record<string, unknown>, signal?: AbortSignal) {
    try {
      const response = await (
        await instance()
      ).post(
        `${access.apiServerAddress}${path}`,
        { ...body, languageType: LANGUAGE_TYPE[ctx.language()] },
        {
          headers: { Authorization: access.token },
          signal,
          transformResponse: [(raw: unknown) => raw],
          responseType: 'text',
        },
      );
      return parseData(ProviderEnvelope, parseJson(response.data, path), path);
    } catch (error) {
      throw toTransportError(error, path);
    }
  }

  return {
    async post(path, body, schema, signal) {
      let envelope = await send(await ctx.access(), path, body, signal);
      if (envelope.code === PROVIDER_TOKEN_EXPIRED_CODE) envelope = await send(await ctx.refresh(), path, body, signal);
      if (envelope.code === MAINTENANCE_CODE) {
        throw new ApiError('maintenance', envelope.message ?? '', { code: envelope.code, path });
      }
      if (envelope.code !== 0) {
        throw new ApiError('server', envelope.message || `Provider error ${envelope.code}`, {
          code: envelope.code,
          path,
          data: envelope.data,
        });
      }
      return parseData(schema, envelope.data, path);
    },
  };
}
