// Record ids: a readable prefix and 16 random base-36 characters. crypto.getRandomValues works in
// insecure contexts too (a demo build served over plain http), unlike crypto.randomUUID.
export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${prefix}_${Array.from(bytes, (b) => (b % 36).toString(36)).join('')}`;
}
