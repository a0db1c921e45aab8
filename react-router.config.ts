// React Router framework mode (ADR 0009): no server at runtime (`ssr: false`); every page of the
// route table, each article, event and docs topic, and the 404 page are prerendered to static HTML
// at build time. tools/build/build-site.ts moves the client output to dist/ (or dist-demo/).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  ssr: false,
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR ?? '.react-router-build',
  // Imported when the build asks: the paths come from the content, which `npm start` may find broken.
  prerender: async () => (await import('./src/app/sitePaths.ts')).prerenderPaths(),
  // React Router 8's behaviour now, so `npm start` prints no 'Future Flag Warning'. The site has no
  // loader, action or middleware and no server at runtime: the build writes the same files and chunks,
  // only the flags' values in each page's inline context differ.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
