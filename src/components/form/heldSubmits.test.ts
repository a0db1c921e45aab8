import { describe, expect, it, vi } from 'vitest';
import { runInlineScript } from '../runInlineScript.ts';
import { heldKey, holdSubmitsScript, hydratedAttribute } from './heldSubmits.ts';

class FakeForm {
  readonly hydrated: boolean;
  constructor(hydrated: boolean) {
    this.hydrated = hydrated;
  }
  hasAttribute = (name: string) => this.hydrated && name === hydratedAttribute;
}

function runScript() {
  const { window, dispatch } = runInlineScript(holdSubmitsScript, 'submit', { HTMLFormElement: FakeForm });
  return { held: window[heldKey] as WeakMap<object, unknown>, submit: dispatch };
}

describe('holdSubmitsScript', () => {
  it('stops and keeps a submit of a form that has not hydrated', () => {
    const { held, submit } = runScript();
    const form = new FakeForm(false);
    const event = { target: form, submitter: 'Sign In button', preventDefault: vi.fn() };
    submit(event);
    expect(event.preventDefault).toHaveBeenCalledTimes(1);
    expect(held.get(form)).toBe('Sign In button');
  });

  it('leaves the submit of a hydrated form to it', () => {
    const { held, submit } = runScript();
    const form = new FakeForm(true);
    const event = { target: form, submitter: null, preventDefault: vi.fn() };
    submit(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(held.has(form)).toBe(false);
  });
});
