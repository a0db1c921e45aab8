import { describe, expect, it } from 'vitest';
import { compileHint, compileHintFor, hintedChunkMinLength } from './compile-hint.ts';

const chunkOf = (...lengths: number[]) => ({
  modules: Object.fromEntries(lengths.map((renderedLength, i) => [`/app/src/m${i}.ts`, { renderedLength, code: null, renderedExports: [], originalLength: renderedLength }])),
});

describe('compileHintFor', () => {
  it('starts a chunk with the magic comment once its modules together reach the threshold', () => {
    expect(compileHint).toBe('//# allFunctionsCalledOnLoad');
    expect(compileHintFor(chunkOf(hintedChunkMinLength - 1000, 1000))).toBe('//# allFunctionsCalledOnLoad');
  });
  it('leaves a chunk below the threshold without it', () => {
    expect(compileHintFor(chunkOf(hintedChunkMinLength - 1001, 1000))).toBe('');
    expect(compileHintFor(chunkOf())).toBe('');
  });
});
