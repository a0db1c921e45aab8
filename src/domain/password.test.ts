import { describe, expect, it } from 'vitest';
import { checkPassword, passwordProblem } from './password.ts';

describe('checkPassword', () => {
  it('lists every unmet rule in the spec wording', () => {
    expect(checkPassword('')).toEqual(['at least 8 characters', 'one uppercase letter', 'one lowercase letter', 'one digit']);
    expect(checkPassword('abcdefgh')).toEqual(['one uppercase letter', 'one digit']);
    expect(checkPassword('Abcdefg1')).toEqual([]);
    expect(passwordProblem(['one digit'])).toBe('Password must have: one digit');
  });
});
