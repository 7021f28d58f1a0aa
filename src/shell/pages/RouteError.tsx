import { Component, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useT } from '../../core/i18n/useT';
import { StatusLink } from './StatusLink';
import { StatusPage } from './StatusPage';

/** A page that failed while rendering: said plainly, with a way out. */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const message = error instanceof Error ? error.message : '';
  return (
    <StatusPage title={t('Something went wrong')} message={message ? t(message) : t('Unknown')}>
      <StatusLink to="/">{t('Go to home page')}</StatusLink>
    </StatusPage>
  );
}

interface BoundaryProps {
  locationKey: string;
  children: ReactNode;
}

/** Catches a page's rendering error until the next navigation (as a data router's errorElement would). */
class PageErrorBoundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.locationKey !== this.props.locationKey) this.setState({ error: null, failed: false });
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}

/**
 * The element of the route above every page: a page that throws while
 * rendering shows RouteError inside the shell (brand and language), and the
 * next navigation tries again.
 */
export function RouteErrorBoundary() {
  const { key } = useLocation();
  return (
    <PageErrorBoundary locationKey={key}>
      <Outlet />
    </PageErrorBoundary>
  );
}
