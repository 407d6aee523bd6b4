/**
 * Stands in for `use-sync-external-store/shim` in the build (vite.config.ts): the shim exists for
 * React < 18, and @xstate/react and react-i18next each pulled a CommonJS copy of it into the
 * start-up JavaScript. React 19 has the hook itself.
 */
export { useSyncExternalStore } from 'react';
