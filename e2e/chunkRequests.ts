import type { Page } from '@playwright/test';

/**
 * From now on, counts the page's requests for a chunk of the build by its name: 'NewsletterForm'
 * counts /assets/NewsletterForm-<hash>.js. For tests of what loads when (issue 11).
 */
export function countChunkRequests(page: Page): (chunk: string) => number {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return (chunk) => paths.filter((path) => path.startsWith(`/assets/${chunk}-`) && path.endsWith('.js')).length;
}
