import type { Language, Variant } from '../config/variant';
import type { ApiErrorKind } from './api-error';

/**
 * What the HTTP clients need from the rest of the app, injected so the api layer never imports
 * machines or views (and tests hand in plain objects).
 */
export interface ClientContext {
  apiOrigin(): string;
  token(): string | null;
  userName(): string | null;
  language(): Language;
  deviceId(): string;
  currencyId(): number;
  oddsChange(): number;
  readonly platform: Variant;
  readonly appVersion: string;
  readonly clientModel: string;
  /**
   * Shows an error toast: a server message as it came (when: docs/product.md, "Error catalogue"), or a
   * transport/malformed failure by kind, which the view layer translates.
   */
  toast(problem: { kind: ApiErrorKind; message?: string }): void;
  /** Called at most once per page load, by the session-expired gate. */
  sessionExpired(): void;
}

/** CMN, ENG, VIE, THA: the languageType the provider and site bodies carry. */
export const LANGUAGE_TYPE: Record<Language, string> = { 'zh-cn': 'CMN', en: 'ENG', vi: 'VIE', th: 'THA' };
/** Accept-Language values (locale codes, docs/product.md, "Languages and variants"). */
export const ACCEPT_LANGUAGE: Record<Language, string> = { 'zh-cn': 'zh-CN', en: 'en-US', vi: 'vi-VI', th: 'th-TH' };
