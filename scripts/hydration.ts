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

/**
 * Why `isHydrated` is false, for a test that gave up waiting: whether the boot module has asked for
 * the scripts (its modulepreload links) and handed React Router the route modules, and the first
 * elements React has not attached to. Runs inside the page, like `isHydrated`.
 */
export function hydrationState(): string {
  const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  const waiting = [document.querySelector('footer'), ...document.querySelectorAll('input, textarea, select, button')]
    .filter((el): el is Element => el !== null && !el.closest('[data-hydrates-when-near]') && !hydrated(el))
    .slice(0, 3)
    .map((el) => el.outerHTML.slice(0, 120));
  const routeModules = '__reactRouterRouteModules' in window;
  const preloads = document.querySelectorAll('link[rel="modulepreload"]').length;
  return `${location.pathname}: ${preloads} module preloads, route modules ${routeModules ? 'handed over' : 'not handed over'}, readyState ${document.readyState}, focus on ${document.activeElement?.tagName}; not hydrated: ${waiting.join(' | ') || 'none'}`;
}
