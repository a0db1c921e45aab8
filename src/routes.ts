// The framework-mode route config, generated from the one route table (src/app/pageTable.ts):
// each page module of src/pages is a route module (its own chunk, its meta), the redirects share
// one module, and every other path is the 404 page.
import { route, type RouteConfig } from '@react-router/dev/routes';
import { redirects, pageTable } from './app/pageTable.ts';

export default [
  ...pageTable.map((entry) => route(entry.path, `pages/${entry.page}.tsx`)),
  ...redirects.map(({ from }) => route(from, 'app/RedirectRoute.tsx', { id: `redirect${from}` })),
  route('*', 'shell/NotFoundPage.tsx'),
] satisfies RouteConfig;
