import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HydrateSeparately } from '../boot/HydrateSeparately.tsx';
import { HydrationMark } from '../boot/HydrationMark.tsx';
import { Concierge } from '../features/concierge/Concierge';
import { Footer } from './Footer';
import { Header } from './Header';
import { PerformanceCollector } from './PerformanceCollector';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteFallback } from './RouteFallback';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import * as s from './shell.css';

export function Layout() {
  return (
    <div className={s.page}>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={s.main}>
        <RouteErrorBoundary>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
            <HydrationMark />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <HydrateSeparately>
        <Footer />
      </HydrateSeparately>
      <Concierge />
      <PerformanceCollector />
      <RouteAnnouncer />
    </div>
  );
}
