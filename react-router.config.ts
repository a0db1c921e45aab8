// React Router framework mode (ADR 0009): no server at runtime (`ssr: false`); every page of the
// route table, each article, event and docs topic, and the 404 page are prerendered to static HTML
// at build time. scripts/build-site.ts moves the client output to dist/ (or dist-demo/).
import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src',
  ssr: false,
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR ?? '.react-router-build',
  // Imported when the build asks: the paths come from the content, which `npm start` may find broken.
  prerender: async () => (await import('./src/app/sitePaths.ts')).prerenderPaths(),
} satisfies Config;
