import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A screen that throws while rendering (or whose chunk fails to load) shows the 500 page in place
 * of the route, with a reload, instead of unmounting the whole app to a blank page. The data router
 * did this with its default error element; the declarative router has none.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteFailed /> : this.props.children;
  }
}

function RouteFailed() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <main className="error-page" role="alert">
      <h1>{t('shell:errorPage.500.title')}</h1>
      <p>{t('shell:errorPage.500.body')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('common:retry')}
      </button>
    </main>
  );
}
