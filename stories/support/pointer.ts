// A mouse click as a real pointer makes it: press on the element's centre, let the page react to the
// focus leaving the field (React renders, layout updates), then release at the same point on
// whatever is there now. The browser clicks the nearest element common to press and release, so if
// the target moved away between the two, the click is lost, as it is for a visitor.
import { expect, userEvent, waitFor } from 'storybook/test';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

export async function clickInPlace(target: HTMLElement): Promise<void> {
  target.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = target.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  // One session for press and release, so the release knows what was pressed.
  const user = userEvent.setup();
  await user.pointer({ keys: '[MouseLeft>]', target, coords });
  await nextFrame();
  await nextFrame();
  const under = document.elementFromPoint(coords.clientX, coords.clientY) ?? document.body;
  await user.pointer({ keys: '[/MouseLeft]', target: under as HTMLElement, coords });
}

/**
 * Issue 14 (product-rules.md D3): the form refuses a submit with `field` blank, the visitor types
 * `value` into it and presses submit once, in place. The caller then asserts the form was sent.
 */
export async function submitAgainAfterRefusal(
  submit: HTMLElement,
  field: HTMLElement,
  value: string,
  refused: () => Promise<unknown> = () => waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true')),
): Promise<void> {
  await clickInPlace(submit);
  await refused();
  await userEvent.type(field, value);
  await clickInPlace(submit);
}
