import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { HydrateSeparately } from '../boot/HydrateSeparately.tsx';
import { HydrationMark } from '../boot/HydrationMark.tsx';
import { Island } from '../boot/Island.tsx';
import { Concierge } from '../features/concierge/Concierge';
import { Footer } from './Footer';
import { Header } from './Header';
import { PerformanceCollector } from './PerformanceCollector';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { RouteFallback } from './RouteFallback';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { CurrentPath } from './useIsCurrentPath.ts';
import * as s from './shell.css';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <CurrentPath value={pathname}>
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
        <Island name="concierge">
          <Concierge />
        </Island>
        <Island name="performance">
          <PerformanceCollector />
        </Island>
        <RouteAnnouncer />
      </div>
    </CurrentPath>
  );
}
