// The islands build (ADR 0082): the script of a page that does not hydrate as a whole. Its entry,
// src/islands.client.tsx, hydrates each of the page's controls on its own root, so the page loads
// neither React Router nor the code of its static parts. A Vite build of its own, run before React
// Router's (tools/build/build-site.ts): the prerender names its entry from this build's manifest
// (tools/build/vite/islands-entry.ts). Its stylesheet is the site's: the one this build writes is left out.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentCollections } from './content-plugin.ts';
import { compileHintPlugin } from './compile-hint.ts';
import { siteLocale } from '../../../src/config/locale.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The islands build's entry, as its Vite manifest names it. */
export const ISLANDS_ENTRY = 'src/islands.client.tsx';

/** Where the islands build writes: ISLANDS_OUT_DIR (tools/build/build-site.ts sets it), read as the prerender runs. */
export const islandsBuildDir = (): string => process.env.ISLANDS_OUT_DIR ?? path.join(root, '.react-router-build', 'islands');

export default defineConfig({
  root,
  plugins: [react(), optimizeLocales.vite({ locales: [siteLocale] }), contentCollections(), vanillaExtractPlugin(), compileHintPlugin()],
  envPrefix: ['VITE_', 'SITE_URL'],
  build: {
    outDir: islandsBuildDir(),
    emptyOutDir: true,
    manifest: true,
    sourcemap: process.env.BUILD_SOURCEMAP === 'true',
    modulePreload: { polyfill: false },
    cssCodeSplit: false,
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: { input: path.join(root, ISLANDS_ENTRY) },
  },
});
