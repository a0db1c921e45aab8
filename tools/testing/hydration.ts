// When a prerendered page has hydrated, from the marks the site sets once React has hydrated a part
// (src/boot/HydrationMark.tsx): <html> after the first pass, and each part's mark after its own pass.
// The marks inside a part that hydrates only when it comes near the viewport (HydrateWhenNear, ADR 0057:
// its wrapper carries `data-hydrates-when-near`) count only with `everyPart`; `{ except }` leaves out
// those inside the element it selects as well (a part whose code a test holds back). Runs inside the
// page (`page.waitForFunction(isHydrated, false)`), so it refers to nothing outside itself.
export function isHydrated(everyPart: boolean | { except: string } = false): boolean {
  const held = typeof everyPart === 'object' ? everyPart.except : undefined;
  // On a page of islands (src/islands.hydrate.tsx) only what is inside an island hydrates.
  const islands = document.documentElement.hasAttribute('data-islands');
  const marks = [...document.querySelectorAll('template[data-hydration-mark]')]
    .filter((mark) => !islands || mark.closest('[data-island]'))
    .filter((mark) => everyPart === true || !mark.closest('[data-hydrates-when-near]'))
    .filter((mark) => held === undefined || !mark.closest(held));
  return document.documentElement.hasAttribute('data-hydrated') && marks.every((mark) => mark.hasAttribute('data-hydrated'));
}

/**
 * Why `isHydrated` is false, for a test that gave up waiting: how many module scripts the page has
 * asked for, and which parts are still waiting (the element around each mark). Runs inside the page, like `isHydrated`.
 */
export function hydrationState(): string {
  const first = document.documentElement.hasAttribute('data-hydrated') ? 'done' : 'not done';
  const islands = document.documentElement.hasAttribute('data-islands');
  const waiting = [...document.querySelectorAll('template[data-hydration-mark]:not([data-hydrated])')]
    .filter((mark) => !islands || mark.closest('[data-island]'))
    .filter((mark) => !mark.closest('[data-hydrates-when-near]'))
    .slice(0, 3)
    .map((mark) => mark.parentElement?.outerHTML.slice(0, 120) ?? '');
  const modules = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length;
  return `${location.pathname}: ${modules} scripts fetched, readyState ${document.readyState}, focus on ${document.activeElement?.tagName}; first pass ${first}; parts not hydrated: ${waiting.join(' | ') || 'none'}`;
}
