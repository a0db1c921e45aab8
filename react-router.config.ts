// React Router framework mode (ADR 0009): no server at runtime (`ssr: false`); every page of the
// route table, each article, event and docs topic, and the 404 page are prerendered to static HTML
// at build time. scripts/build-site.ts moves the client output to dist/ (or dist-demo/).
import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/app/sitePaths.ts';

export default {
  appDirectory: 'src',
  ssr: false,
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR ?? '.react-router-build',
  prerender: () => prerenderPaths(),
} satisfies Config;
