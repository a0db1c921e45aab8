import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_PRESS_MAX_AGE_MS, heldPressKey, holdPressesScript, replayHeldPress } from './heldPresses.ts';
import { runInlineScript } from './runInlineScript.ts';

class FakeButton {
  isConnected = true;
  click = vi.fn();
  readonly type: string;
  readonly form: object | null;
  readonly disabled: boolean;
  constructor(type: string, form: object | null = null, disabled = false) {
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
  return { window, click: (target: unknown) => dispatch({ target }) };
}

describe('holdPressesScript', () => {
  it('keeps the last button pressed, from the element clicked inside it', () => {
    const { window, click } = runScript();
    const first = new FakeButton('button');
    const menu = new FakeButton('button');
    click(new FakeElement(first));
    click(new FakeElement(menu));
    expect(window[heldPressKey]).toEqual({ button: menu, at: expect.any(Number) });
  });

  it("leaves a form's submit button to the held submits, and ignores disabled buttons and clicks outside a button", () => {
    const { window, click } = runScript();
    click(new FakeElement(new FakeButton('submit', {})));
    click(new FakeElement(new FakeButton('button', null, true)));
    click(new FakeElement(null));
    expect(window[heldPressKey]).toBeUndefined();
  });

  it('holds nothing once the root has committed', () => {
    const { window, click } = runScript();
    window[heldPressKey] = false;
    click(new FakeElement(new FakeButton('button')));
    expect(window[heldPressKey]).toBe(false);
  });
});

describe('replayHeldPress', () => {
  afterEach(() => vi.unstubAllGlobals());

  const hold = (button: FakeButton, at: number) => {
    const window: Record<string, unknown> = { [heldPressKey]: { button, at } };
    vi.stubGlobal('window', window);
    return window;
  };

  it('presses the held button once and stops holding', () => {
    const button = new FakeButton('button');
    const window = hold(button, 1000);
    replayHeldPress(1000 + HELD_PRESS_MAX_AGE_MS);
    expect(button.click).toHaveBeenCalledTimes(1);
    expect(window[heldPressKey]).toBe(false);
    replayHeldPress(1000 + HELD_PRESS_MAX_AGE_MS);
    expect(button.click).toHaveBeenCalledTimes(1);
  });

  it('drops a press older than the limit, or of a button gone or disabled since', () => {
    const stale = new FakeButton('button');
    hold(stale, 1000);
    replayHeldPress(1001 + HELD_PRESS_MAX_AGE_MS);
    const gone = Object.assign(new FakeButton('button'), { isConnected: false });
    hold(gone, 1000);
    replayHeldPress(1000);
    const disabled = new FakeButton('button', null, true);
    hold(disabled, 1000);
    replayHeldPress(1000);
    expect([stale.click, gone.click, disabled.click].map((click) => click.mock.calls.length)).toEqual([0, 0, 0]);
  });
});
