import type { Page } from '@playwright/test';
import { callTable } from '../src/api/callTable.ts';
import type { EndpointId } from '../src/contract/contract.ts';

/**
 * From now on, collects the JSON body of each request the page sends to the call `id`, by the method
 * and path the contract gives it (src/api/callTable.ts).
 */
export function recordCallBodies(page: Page, id: EndpointId): Array<Record<string, unknown>> {
  const { method, path } = callTable[id];
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}
