import type { Page } from '@playwright/test';

/** From now on, the path of each script the page requests, in order. For tests of what loads when (issue 11). */
export function recordScriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** The URL glob of the build's chunk `chunk`, for page.route: 'NewsletterForm' is /assets/NewsletterForm-<hash>.js. */
export const chunkGlob = (chunk: string): string => `**/assets/${chunk}-*.js`;

/** How many of `paths` are the build's chunk `chunk`: 'NewsletterForm' counts /assets/NewsletterForm-<hash>.js. */
export const requestsOfChunk = (paths: readonly string[], chunk: string): number =>
  paths.filter((path) => path.startsWith(`/assets/${chunk}-`) && path.endsWith('.js')).length;

/** From now on, counts the page's requests for a chunk of the build by its name (requestsOfChunk). */
export function countChunkRequests(page: Page): (chunk: string) => number {
  const paths = recordScriptRequests(page);
  return (chunk) => requestsOfChunk(paths, chunk);
}
