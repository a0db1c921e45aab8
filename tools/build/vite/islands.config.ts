// The islands build (ADR 0082, ADR 0084): the scripts of the pages that do not hydrate as a whole,
// one entry per kind of page (src/boot/Island.tsx's islandsScripts). Each hydrates its page's
// controls on roots of their own, so the page loads neither React Router nor the code of its static
// parts, nor the controls of another kind of page; what they share (React, the shell's islands) is
// one file. A Vite build of its own, run before React Router's (tools/build/build-site.ts): the
// prerender names each page's entry from this build's manifest (`virtual:islands-script`,
// tools/build/vite/built-manifest.ts). Its stylesheet is the site's: the one this build writes is
// left out.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { contentCollections } from './content-plugin.ts';
import { compileHintPlugin } from './compile-hint.ts';
import { islandsCodeSplitting } from './code-splitting.ts';
import { siteLocale } from '../../../src/config/locale.ts';
import type { IslandsScript } from '../../../src/boot/Island.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Each islands script's entry, as its Vite manifest names it. */
export const ISLANDS_ENTRIES: Record<IslandsScript, string> = {
  content: 'src/islands.client.tsx',
  article: 'src/islands.article.client.tsx',
  home: 'src/islands.home.client.tsx',
};

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
    rolldownOptions: {
      input: Object.values(ISLANDS_ENTRIES).map((entry) => path.join(root, entry)),
      output: { codeSplitting: islandsCodeSplitting() },
    },
  },
});
