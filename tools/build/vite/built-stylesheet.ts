// `virtual:built-stylesheet`: the address of the client build's one stylesheet, for the prerendered
// head (src/root.tsx asks for it before the page's scripts, ADR 0051). The prerender's server build
// runs after the client build and reads it from the client build's Vite manifest, as React Router
// does for its own stylesheet link (the `style.css` entry: `build.cssCodeSplit` is off). Anywhere
// else (the dev server, the client build, tests) the module's value is undefined.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULE_ID = 'virtual:built-stylesheet';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** The stylesheet's public path from a Vite manifest (`/assets/style-<hash>.css`). */
export function stylesheetFromManifest(manifest: Record<string, { file: string }>, base: string): string {
  const file = manifest['style.css']?.file;
  if (!file) throw new Error("built-stylesheet: the client build's Vite manifest has no style.css entry (is build.cssCodeSplit still off?)");
  return `${base}${file}`;
}

/** `clientBuildDir`: where React Router's client build writes (its buildDirectory's `client` folder). */
export function builtStylesheet(clientBuildDir: () => string): Plugin {
  let building = false;
  let base = '/';
  return {
    name: 'built-stylesheet',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : null;
    },
    load(id, options) {
      if (id !== RESOLVED_ID) return null;
      if (!building || !options?.ssr) return 'export default undefined;\n';
      const manifestFile = path.join(clientBuildDir(), '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
      return `export default ${JSON.stringify(stylesheetFromManifest(manifest, base))};\n`;
    },
  };
}
