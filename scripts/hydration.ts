// When a prerendered page has hydrated: React has attached to its footer and to every control. Runs
// inside the page (`page.waitForFunction(isHydrated)`), so it refers to nothing outside itself.
export function isHydrated(): boolean {
  const hydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber'));
  const footer = document.querySelector('footer');
  return Boolean(footer && hydrated(footer)) && [...document.querySelectorAll('input, textarea, select, button')].every(hydrated);
}
