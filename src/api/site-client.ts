import type { AxiosInstance, Method } from 'axios';
import { lazyAxiosInstance } from './lazy-axios';
import type * as v from 'valibot';
import { HTTP_TIMEOUT_MS, SESSION_EXPIRED_CODE, SITE_SUCCESS_CODE } from '../config/constants';
import { ApiError } from './api-error';
import { ACCEPT_LANGUAGE, LANGUAGE_TYPE, type ClientContext } from './client-context';
import { SiteEnvelope, type SiteEnvelope as SiteEnvelopeShape } from './envelope';
import { parseData } from './parse';
import { createSessionExpiredGate } from './session-expired-gate';
import { shouldToast } from './toast-rule';
import { toTransportError } from './transport-error';

export interface SiteRequest<S extends v.GenericSchema> {
  method: Method;
  url: string;
  schema: S;
  data?: Record<string, unknown> | FormData;
  params?: Record<string, unknown>;
  timeout?: number;
  /** Suppresses the error toast for this call (docs/product.md, "Error catalogue"). */
  noNeedResponseMsg?: boolean;
  /** Send without the token (device registration is the one such call). */
  anonymous?: boolean;
  signal?: AbortSignal;
}

export interface SiteClient {
  request<S extends v.GenericSchema>(req: SiteRequest<S>): Promise<v.InferOutput<S>>;
  readonly axios: () => Promise<AxiosInstance>;
}

/**
 * One client for the site API and one (with `kind: 'live'`) for the live API. Both speak
 * `{ code, msg, data }` with success 200. The site client toasts failures per docs/product.md, "Error catalogue";
 * the live client stays silent. Both reject with an ApiError so the caller can show something a
 * person can act on.
 */
export function createSiteClient(ctx: ClientContext, kind: 'site' | 'live' = 'site'): SiteClient {
  const gate = createSessionExpiredGate(() => ctx.sessionExpired());
  const instance = lazyAxiosInstance({ timeout: HTTP_TIMEOUT_MS }, (created) =>
    created.interceptors.request.use((config) => {
      config.baseURL = ctx.apiOrigin();
      const language = ctx.language();
      const token = config.headers.get('x-anonymous') ? null : ctx.token();
      config.headers.delete('x-anonymous');
      config.headers.set('Language', language);
      config.headers.set('Accept-Language', ACCEPT_LANGUAGE[language]);
      config.headers.set('client', '1');
      config.headers.set('deviceNo', ctx.deviceId());
      config.headers.set('clientModel', ctx.clientModel);
      config.headers.set('appVersion', ctx.appVersion);
      config.headers.set('platform', ctx.platform);
      const userName = ctx.userName();
      if (userName) config.headers.set('Username', userName);
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      // Base requests add oddsChange, currencyId and languageType to JSON bodies.
      if (config.data && !(config.data instanceof FormData) && typeof config.data === 'object') {
        config.data = {
          oddsChange: ctx.oddsChange(),
          currencyId: ctx.currencyId(),
          languageType: LANGUAGE_TYPE[language],
          ...config.data,
        };
      }
      return config;
    }),
  );

  async function request<S extends v.GenericSchema>(req: SiteRequest<S>): Promise<v.InferOutput<S>> {
    let body: unknown;
    try {
      const response = await (
        await instance()
      ).request({
        method: req.method,
        url: req.url,
        data: req.data ?? (req.method.toUpperCase() === 'GET' ? undefined : {}),
        params: req.params,
        timeout: req.timeout,
        signal: req.signal,
        headers: req.anonymous ? { 'x-anonymous': '1' } : undefined,
        // The body is parsed here, so a malformed one is a clear error rather than a string.
        transformResponse: [(raw: unknown) => raw],
        responseType: 'text',
      });
      body = parseJson(response.data, req.url);
    } catch (error) {
      if (error instanceof ApiError) {
        if (kind === 'site') ctx.toast({ kind: error.kind });
        throw error;
      }
      const failure = toTransportError(error, req.url);
      if (failure.details.status === 401) {
        gate.trip();
        throw new ApiError('sessionExpired', failure.message, failure.details);
      }
      if (kind === 'site' && failure.kind !== 'canceled' && !req.noNeedResponseMsg) ctx.toast({ kind: failure.kind });
      throw failure;
    }
    let envelope: SiteEnvelopeShape;
    try {
      envelope = parseData(SiteEnvelope, body, req.url);
    } catch (error) {
      if (kind === 'site') ctx.toast({ kind: 'malformed' });
      throw error;
    }
    if (envelope.code === SESSION_EXPIRED_CODE) {
      gate.trip();
      throw new ApiError('sessionExpired', envelope.msg ?? 'Session expired', { code: envelope.code, path: req.url });
    }
    if (envelope.code !== SITE_SUCCESS_CODE) {
      const silent = req.noNeedResponseMsg || (req.params?.noNeedResponseMsg ?? false) || hasFlag(req.data);
      if (kind === 'site' && shouldToast(envelope, SITE_SUCCESS_CODE, Boolean(silent)))
        ctx.toast({ kind: 'server', message: envelope.msg ?? '' });
      throw new ApiError('server', envelope.msg ?? `Error ${envelope.code}`, {
        code: envelope.code,
        path: req.url,
        data: envelope.data,
      });
    }
    try {
      return parseData(req.schema, envelope.data, req.url);
    } catch (error) {
      if (kind === 'site') ctx.toast({ kind: 'malformed' });
      throw error;
    }
  }

  return { request, axios: instance };
}

function hasFlag(data: SiteRequest<v.GenericSchema>['data']): boolean {
  return Boolean(data && !(data instanceof FormData) && data.noNeedResponseMsg);
}

export function parseJson(raw: unknown, path: string): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw new ApiError('malformed', `The server sent a broken response for ${path}`, { path });
  }
}
