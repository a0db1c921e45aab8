import type { Page } from './fixtures.ts';

/**
 * The errors and uncaught exceptions the page reports (hydration mismatches among them); `take()`
 * returns those since its last call. `ignore`: console errors a test causes on purpose.
 */
export function recordPageErrors(page: Page, { ignore }: { ignore?: RegExp } = {}) {
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore?.test(message.text())) errors.push(message.text());
  });
  return {
    take: () => {
      const taken = errors;
      errors = [];
      return taken;
    },
  };
}
