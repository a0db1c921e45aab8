import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerShapesSource, ANSWER_SHAPES_FILE } from './write-answer-shapes.ts';

describe('src/api/answerShapes.ts', () => {
  it('is compiled from the current contract (run `npm run answer-shapes` after changing it)', () => {
    expect(readFileSync(ANSWER_SHAPES_FILE, 'utf8')).toBe(answerShapesSource());
  });
});
