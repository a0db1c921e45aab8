/** Lowercase ASCII words joined by hyphens: 'Sofia Martínez' -> 'sofia-martinez' (avatar files, heading anchors). */
export const slugOf = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
