// When a prerendered page has hydrated: React has attached to its footer and to every control, except
// the controls of a part that hydrates only when it comes near the viewport (HydrateWhenNear, ADR 0033:
// its wrapper carries `data-hydrates-when-near`; the wrapper itself hydrates with the page). With
// `everyPart`, those controls too. Runs inside the page (`page.waitForFunction(isHydrated, false)`), so it
// refers to nothing outside itself.
/**
 * The visitor's first action, which a page marked `hydratesAtFirstAction` waits for before it asks for
 * its scripts (ADR 0034): a wheel turn, dispatched rather than performed, so it leaves no hover and no
 * input modality behind. Runs inside the page (`page.evaluate(dispatchFirstAction)`).
 */
export function dispatchFirstAction(): void {
  document.dispatchEvent(new WheelEvent('wheel'));
}

export function isHydrated(everyPart = false): boolean {
  const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  const footer = document.querySelector('footer');
  const controls = [...document.querySelectorAll('input, textarea, select, button')].filter(
    (control) => everyPart || !control.closest('[data-hydrates-when-near]'),
  );
  return Boolean(footer && hydrated(footer)) && [...document.querySelectorAll('[data-hydrates-when-near]'), ...controls].every(hydrated);
}
