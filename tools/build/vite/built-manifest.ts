// Values the prerender takes from a client build's Vite manifest, as virtual modules:
// - `virtual:built-stylesheet`: the address of the client build's one stylesheet, for the prerendered
//   head (src/root.tsx asks for it before the page's scripts, ADR 0051), from the `style.css` entry
//   (`build.cssCodeSplit` is off), as React Router does for its own stylesheet link;
// - `virtual:islands-script`: each of the islands build's entries and the files it imports (ADR 0082),
//   for the pages that hydrate only their controls.
// The prerender's server build runs after both client builds. Anywhere else (the dev server, the
// client build, tests) the module's value is undefined.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The stylesheet's public path from a Vite manifest (`/assets/style-<hash>.css`). */
export function stylesheetFromManifest(manifest: Manifest, base: string): string {
  const file = manifest['style.css']?.file;
  if (!file) throw new Error("built-stylesheet: the client build's Vite manifest has no style.css entry (is build.cssCodeSplit still off?)");
  return `${base}${file}`;
}

/** An entry's script and, in load order, the files it imports statically (for modulepreload). */
export function entryFromManifest(manifest: Manifest, base: string, entry: string): { src: string; imports: string[] } {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`islands-script: the islands build's Vite manifest has no entry ${entry}`);
  const imports = new Set<string>();
  const walk = (key: string) => {
    for (const dependency of manifest[key]?.imports ?? []) {
      if (imports.has(dependency)) continue;
      imports.add(dependency);
      walk(dependency);
    }
  };
  walk(entry);
  return { src: `${base}${chunk.file}`, imports: [...imports].map((key) => `${base}${manifest[key]!.file}`) };
}

type BuiltValue = { id: string; manifestDir: () => string; value: (manifest: Manifest, base: string) => unknown };

function builtValue({ id, manifestDir, value }: BuiltValue): Plugin {
  const resolved = `\0${id}`;
  let building = false;
  let base = '/';
  return {
    name: id.replace('virtual:', 'built-'),
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(loaded, options) {
      if (loaded !== resolved) return null;
      if (!building || !options?.ssr) return 'export default undefined;\n';
      const manifest = JSON.parse(readFileSync(path.join(manifestDir(), '.vite', 'manifest.json'), 'utf8')) as Manifest;
      return `export default ${JSON.stringify(value(manifest, base))};\n`;
    },
  };
}

/** `clientBuildDir`: where React Router's client build writes (its buildDirectory's `client` folder). */
export function builtStylesheet(clientBuildDir: () => string): Plugin {
  return builtValue({ id: 'virtual:built-stylesheet', manifestDir: clientBuildDir, value: stylesheetFromManifest });
}

/** `islandsBuildDir`: where the islands build writes; `entries`: each script's entry (tools/build/vite/islands.config.ts). */
export function builtIslandsScript(islandsBuildDir: () => string, entries: Record<string, string>): Plugin {
  return builtValue({
    id: 'virtual:islands-script',
    manifestDir: islandsBuildDir,
    value: (manifest, base) => Object.fromEntries(Object.entries(entries).map(([script, entry]) => [script, entryFromManifest(manifest, base, entry)])),
  });
}
