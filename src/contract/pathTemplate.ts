// Express-style call paths ('/api/chat/:id/message'), zod-free so the browser client can fill them.

/** Fills ':name' segments of an express-style path; throws when a parameter is missing. */
export function fillPath(pattern: string, params?: Record<string, string>): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${pattern}`);
    return encodeURIComponent(value);
  });
}
