/** rel for a link: new-tab links always carry noopener and noreferrer, keeping any other tokens given. */
export function relFor(target: string | undefined, rel: string | undefined): string | undefined {
  if (target !== '_blank') return rel;
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/** target and rel of a link: `isExternal` opens it in a new tab, safely. */
export function linkTarget(isExternal: boolean | undefined, target: string | undefined, rel: string | undefined) {
  const finalTarget = isExternal ? '_blank' : target;
  return { target: finalTarget, rel: relFor(finalTarget, rel) };
}
