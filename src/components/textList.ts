// Texts formatted at build time by the page's own formatters, carried in one attribute for an inline
// script that shows them before the page's code has come: a held slider's printed value
// (heldSlides.ts), the hero's count-up (features/home/countUpScript.ts).
const SEPARATOR = '|';

/** The texts as one attribute value. */
export function textList(texts: string[]): string {
  const split = texts.find((text) => text.includes(SEPARATOR));
  if (split !== undefined) throw new Error(`textList: "${split}" holds the separator ${SEPARATOR}`);
  return texts.join(SEPARATOR);
}

/** The texts back from `textList`'s value, in a test. */
export const textsOf = (list: string) => list.split(SEPARATOR);

/** The inline script's expression for the texts in `attribute` of the element `element` names. */
export const scriptTextsOf = (element: string, attribute: string) => `${element}.getAttribute('${attribute}').split('${SEPARATOR}')`;
