// Method and path of every call: the zod-free part of the contract. The browser client imports only
// this, so the schemas (and zod) stay out of the pages' initial JavaScript; the endpoint definitions
// spread these entries, so each path is still written exactly once.
export const callTable = {
  'stats.live': { method: 'GET', path: '/api/stats/live' },
  'roi.calculate': { method: 'POST', path: '/api/roi/calculate' },
  'playground.analyze': { method: 'POST', path: '/api/playground/analyze' },
  'blueprint.generate': { method: 'POST', path: '/api/blueprint/generate' },
  'leads.capture': { method: 'POST', path: '/api/leads/capture' },
  'content.summarize': { method: 'POST', path: '/api/content/summarize' },
  'contact.submit': { method: 'POST', path: '/api/contact/submit' },
  'auth.forgot-password': { method: 'POST', path: '/api/auth/forgot-password' },
  'auth.reset-password': { method: 'POST', path: '/api/auth/reset-password' },
  'booking.schedule': { method: 'POST', path: '/api/booking/schedule' },
  'chat.start': { method: 'POST', path: '/api/chat/start' },
  'chat.message': { method: 'POST', path: '/api/chat/:id/message' },
  'agents.analyze': { method: 'POST', path: '/api/agents/analyze' },
} as const;

export type CallId = keyof typeof callTable;

/** id, method and path of one call, to spread into its endpoint definition. */
export function callEntry<const Id extends CallId>(id: Id): { id: Id } & (typeof callTable)[Id] {
  return { id, ...callTable[id] };
}

/** Fills ':name' segments of an express-style path; throws when a parameter is missing. */
export function fillPath(pattern: string, params?: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${pattern}`);
    return encodeURIComponent(value);
  });
}
