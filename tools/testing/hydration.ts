// When a prerendered page has hydrated: React has attached to its footer and to every control, except
// the controls of a part that hydrates only when it comes near the viewport (HydrateWhenNear, ADR 0057:
// its wrapper carries `data-hydrates-when-near`; the wrapper itself hydrates with the page). With
// `everyPart`, those controls too. Runs inside the page (`page.waitForFunction(isHydrated, false)`), so it
// refers to nothing outside itself.
export function isHydrated(everyPart = false): boolean {
  const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  const footer = document.querySelector('footer');
  const controls = [...document.querySelectorAll('input, textarea, select, button')].filter(
    (control) => everyPart || !control.closest('[data-hydrates-when-near]'),
  );
  return Boolean(footer && hydrated(footer)) && [...document.querySelectorAll('[data-hydrates-when-near]'), ...controls].every(hydrated);
}

/**
 * Why `isHydrated` is false, for a test that gave up waiting: how many module scripts the page has
 * asked for, and the first elements React has not attached to. Runs inside the page, like `isHydrated`.
 */
export function hydrationState(): string {
  const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  const waiting = [document.querySelector('footer'), ...document.querySelectorAll('input, textarea, select, button')]
    .filter((el): el is Element => el !== null && !el.closest('[data-hydrates-when-near]') && !hydrated(el))
    .slice(0, 3)
    .map((el) => el.outerHTML.slice(0, 120));
  const modules = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length;
  return `${location.pathname}: ${modules} scripts fetched, readyState ${document.readyState}, focus on ${document.activeElement?.tagName}; not hydrated: ${waiting.join(' | ') || 'none'}`;
}
