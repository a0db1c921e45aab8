import { describe, expect, it } from 'vitest';
import { compileHint, compileHintFor, hintedChunkMinLength, withHint } from './compile-hint.ts';

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

describe('withHint', () => {
  it("puts the hint on the chunk's first line, ahead of what Vite's preload helper wrote there, and shifts the source map by it", () => {
    const chunk = { code: 'const __vite__mapDeps=(i)=>i;\nexport{};', map: { mappings: 'AAAA' } as never };
    withHint(chunk, compileHint);
    expect(chunk.code).toBe('//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=(i)=>i;\nexport{};');
    expect((chunk.map as { mappings: string }).mappings).toBe(';AAAA');
  });
  it('leaves a small chunk as it is', () => {
    const chunk = { code: 'export{};', map: null };
    withHint(chunk, '');
    expect(chunk.code).toBe('export{};');
  });
});
