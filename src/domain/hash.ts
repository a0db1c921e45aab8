// A small stable hash so 'computed, not canned' answers stay deterministic for the same input.

/** FNV-1a, 32 bit. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A whole number in [min, max], fixed for a given key. */
export function pick(key: string, min: number, max: number): number {
  return min + (hash(key) % (max - min + 1));
}
