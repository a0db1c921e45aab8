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

  it.each([
    { where: 'an editable part of a form that has not hydrated', editable: true, hydrated: false, stopped: 1 },
    { where: 'an editable part of a hydrated form', editable: true, hydrated: true, stopped: 0 },
    { where: 'a plain field of a form that has not hydrated, which keeps its own text', editable: false, hydrated: false, stopped: 0 },
  ])('stops typing into $where $stopped time(s)', ({ editable, hydrated, stopped }) => {
    const { dispatch } = runInlineScript(holdSubmitsScript, 'beforeinput', { HTMLFormElement: FakeForm });
    const form = new FakeForm(hydrated);
    const event = { target: { isContentEditable: editable, closest: (selector: string) => (selector === 'form' ? form : null) }, preventDefault: vi.fn() };
    dispatch(event);
    expect(event.preventDefault).toHaveBeenCalledTimes(stopped);
  });
});
