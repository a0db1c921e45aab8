// V8's per-file compile hint (ADR 0029): Chromium (136 and later) parses and compiles every function
// of a file that starts with this comment on the background thread that streams it, instead of
// compiling each function lazily on the main thread the first time it runs. A chunk of the client
// build is fetched only for code that runs: a page's at load, a lazy part's once the page is idle,
// ahead of the tap that runs it (ADR 0040, 0054). Other engines read it as a comment.
import type { Plugin, Rolldown } from 'vite';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** Below this much code (characters before minification) a chunk's compile costs less than the hint's bytes. */
export const hintedChunkMinLength = 4096;

/** The hint for a chunk of this size, or '' for a small one. */
export function compileHintFor(chunk: Pick<Rolldown.RenderedChunk, 'modules'>): string {
  const length = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
  return length >= hintedChunkMinLength ? compileHint : '';
}

/** Starts a chunk's code with `hint` on a line of its own, and shifts its source map by that line. */
export function withHint(chunk: Pick<Rolldown.OutputChunk, 'code' | 'map'>, hint: string): void {
  if (!hint) return;
  chunk.code = `${hint}\n${chunk.code}`;
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
}

/**
 * Writes the hint once the bundle is final: after minification (which would drop a comment) and
 * after Vite's preload helper, which puts its file list at the top of a chunk (ADR 0054); V8 reads the
 * hint only as the file's first line.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          withHint(file, compileHintFor(file));
          // A source map file (BUILD_SOURCEMAP=true) was written from the map before the shift.
          const mapFile = bundle[`${file.fileName}.map`];
          if (mapFile?.type === 'asset' && file.map) mapFile.source = file.map.toString();
        }
      },
    },
  };
}
