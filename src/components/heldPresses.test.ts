import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HELD_PRESS_MAX_AGE_MS, heldPressesKey, holdPressesScript, pressHeldButton, type HeldPresses } from './heldPresses.ts';
import { runInlineScript } from './runInlineScript.ts';

class FakeButton {
  isConnected = true;
  click = vi.fn();
  readonly type: string;
  readonly form: object | null;
  readonly disabled: boolean;
  readonly id: string;
  constructor(type: string, form: object | null = null, disabled = false, id = 'menu') {
    this.id = id;
    this.type = type;
    this.form = form;
    this.disabled = disabled;
  }
}

class FakeElement {
  readonly button: FakeButton | null;
  constructor(button: FakeButton | null) {
    this.button = button;
  }
  closest = (selector: string) => (selector === 'button' ? this.button : null);
}

function runScript() {
  const { window, dispatch } = runInlineScript(holdPressesScript, 'click', { Element: FakeElement });
  const held = () => window[heldPressesKey] as HeldPresses;
  return { held, click: (target: unknown) => dispatch({ target }) };
}

describe('holdPressesScript', () => {
  it('keeps the last button pressed, from the element clicked inside it', () => {
    const { held, click } = runScript();
    const first = new FakeButton('button');
    const menu = new FakeButton('button');
    click(new FakeElement(first));
    click(new FakeElement(menu));
    expect(held()).toEqual({ open: true, last: { button: menu, at: expect.any(Number) } });
  });

  it("leaves a form's submit button to the held submits, and ignores disabled buttons and clicks outside a button", () => {
    const { held, click } = runScript();
    click(new FakeElement(new FakeButton('submit', {})));
    click(new FakeElement(new FakeButton('button', null, true)));
    click(new FakeElement(null));
    expect(held()).toEqual({ open: true });
  });

  it('keeps nothing once the root has committed', () => {
    const { held, click } = runScript();
    held().open = false;
    click(new FakeElement(new FakeButton('button')));
    expect(held()).toEqual({ open: false });
  });
});

describe('pressHeldButton', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const hold = (button: FakeButton, at: number) => {
    const held: HeldPresses = { open: false, last: { button: button as unknown as HTMLButtonElement, at } };
    vi.stubGlobal('window', { [heldPressesKey]: held });
    return held;
  };
  const isMenu = (button: HTMLButtonElement) => button.id === 'menu';

  it('presses the held button once, when the button it matches hydrates, in a task of its own', () => {
    const button = new FakeButton('button');
    const held = hold(button, 1000);
    pressHeldButton((other) => other.id === 'launcher', 1000);
    vi.runAllTimers();
    expect(button.click).not.toHaveBeenCalled();
    pressHeldButton(isMenu, 1000 + HELD_PRESS_MAX_AGE_MS);
    expect(button.click, 'before the effects of the commit have all run').not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(button.click).toHaveBeenCalledTimes(1);
    expect(held).toEqual({ open: false });
    pressHeldButton(isMenu, 1000 + HELD_PRESS_MAX_AGE_MS);
    vi.runAllTimers();
    expect(button.click).toHaveBeenCalledTimes(1);
  });

  it('drops a press older than the limit, or of a button gone or disabled since', () => {
    const stale = new FakeButton('button');
    hold(stale, 1000);
    pressHeldButton(isMenu, 1001 + HELD_PRESS_MAX_AGE_MS);
    const gone = Object.assign(new FakeButton('button'), { isConnected: false });
    hold(gone, 1000);
    pressHeldButton(isMenu, 1000);
    const disabled = new FakeButton('button', null, true);
    hold(disabled, 1000);
    pressHeldButton(isMenu, 1000);
    vi.runAllTimers();
    expect([stale.click, gone.click, disabled.click].map((click) => click.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
