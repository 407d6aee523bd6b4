declare const __BUILD_VARIANT__: 'vietnam' | 'cn';
declare const __APP_VERSION__: string;
/** Safari's Media Source Extensions on iPhone (iOS 17.1+), not in TypeScript's DOM typings; undefined elsewhere. */
// eslint-disable-next-line no-var -- only a var declaration is typed as a property of globalThis
declare var ManagedMediaSource: typeof MediaSource | undefined;
interface Window {
  /** The app's services, outside production only (src/main.tsx), for tests and debugging. */
  __matchday?: unknown;
}
