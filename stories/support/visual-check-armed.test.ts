// The guard that fails a story the visual check did not reach (ADR 0061).
import { afterEach, expect, it } from 'vitest';
import { armedKey, assertVisualCheckArmed, setVisualCheckArmed } from '../../.storybook/visual-check-armed.ts';

afterEach(() => {
  delete (globalThis as { [armedKey]?: boolean })[armedKey];
});

it('asks nothing where the setup file never ran (Storybook UI)', () => {
  expect(() => assertVisualCheckArmed('components-badge--default')).not.toThrow();
});

it('fails a story whose file ran without the setup hooks, naming it', () => {
  setVisualCheckArmed(false);
  expect(() => assertVisualCheckArmed('components-badge--default')).toThrow(
    "The visual check is not armed for components-badge--default: the hooks of .storybook/visual-regression.ts did not reach its story file.",
  );
});

it('lets a story through once the setup hooks armed the check', () => {
  setVisualCheckArmed(false);
  setVisualCheckArmed(true);
  expect(() => assertVisualCheckArmed('components-badge--default')).not.toThrow();
});
