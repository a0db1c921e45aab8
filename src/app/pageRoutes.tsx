import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../shell/Layout';
import { redirects, pageTable, type PageEntry } from './pageTable';

type PageModule = { default: ComponentType };

// One chunk per page module; lazy components are created once, at module load.
const pageModules = import.meta.glob<PageModule>('../pages/*Page.tsx');
const NotFoundPage = lazy(() => import('../shell/NotFoundPage'));

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>(
  Object.entries(pageModules).map(([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), lazy(load)]),
);

function elementFor(entry: PageEntry) {
  const Page = lazyPages.get(entry.page);
  if (!Page) throw new Error(`No page module src/pages/${entry.page}.tsx for ${entry.path}`);
  return <Page />;
}

export const pageRoutes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...pageTable.map((entry) => ({ path: entry.path, element: elementFor(entry) })),
      ...redirects.map(({ from, to }) => ({ path: from, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The whole site's routes; works under any router (browser, memory in Storybook, static in SSR). */
export function AppRoutes() {
  return useRoutes(pageRoutes);
}
