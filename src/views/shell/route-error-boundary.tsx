import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen that throws while rendering (or whose chunk fails to load) shows the 500 page in place
 * of the route, with a reload, instead of unmounting the whole app to a blank page. The data router
 * did this with its default error element; the declarative router has none.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: Failure | null }> {
  override state: { failed: Failure | null } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: Failure } {
    return { failed: isChunkFailure(error) ? 'chunk' : '500' };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteFailed failure={this.state.failed} /> : this.props.children;
  }
}

type Failure = 'chunk' | '500';

/**
 * A part of the app that did not arrive (a chunk, or the stylesheet Vite preloads with it), as
 * Chromium, Firefox and Safari word it. It is the connection, not the server: the page says so.
 */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

function isChunkFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

function RouteFailed({ failure }: { failure: Failure }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <main className="error-page" role="alert">
      <h1>{t(`shell:errorPage.${failure}.title`)}</h1>
      <p>{t(`shell:errorPage.${failure}.body`)}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('common:retry')}
      </button>
    </main>
  );
}
