// V8's per-file compile hint (ADR 0029): Chromium (136 and later) parses and compiles every function
// of a file that starts with this comment on the background thread that streams it, instead of
// compiling each function lazily on the main thread the first time it runs. Every chunk of the client
// build is fetched only when its code is about to run (no speculative prefetch). Other engines read
// it as a comment.
import type { Rolldown } from 'vite';

export const compileHint = '//# allFunctionsCalledOnLoad';

/** Below this much code (characters before minification) a chunk's compile costs less than the hint's bytes. */
export const hintedChunkMinLength = 4096;

/** Rolldown's `output.postBanner`: added after minification, which would drop a comment. */
export function compileHintFor(chunk: Pick<Rolldown.RenderedChunk, 'modules'>): string {
  const length = Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
  return length >= hintedChunkMinLength ? compileHint : '';
}
