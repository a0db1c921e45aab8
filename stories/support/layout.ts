// Layout checks for story play functions: exact geometry read from the rendered page.

/** Whether two boxes share any area (touching edges do not count). */
export function overlaps(a: DOMRect, b: DOMRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether `floating` (a fixed control) is drawn over any part of `control`; a hidden one covers nothing. */
export function covers(floating: Element, control: Element): boolean {
  return floating.checkVisibility({ visibilityProperty: true }) && overlaps(floating.getBoundingClientRect(), control.getBoundingClientRect());
}

/**
 * The words (runs of letters) inside `root` that are drawn on more than one line: a word broken
 * mid-way, such as 'Mo / nthl / y' in a squeezed table column. Hidden text draws nothing and counts as whole.
 */
export function brokenWords(root: Element): string[] {
  const broken: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\p{L}+/gu)) {
      const range = root.ownerDocument.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (lines.size > 1) broken.push(match[0]);
    }
  }
  return broken;
}
