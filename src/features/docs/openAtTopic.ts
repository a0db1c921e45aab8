// /docs/{topic} opens /docs at that topic's section, its heading focused (product-rules.md D5). The
// prerendered document places itself, with an inline script after the topics: a visitor who lands
// from a search or a link reads the topic before the page has hydrated. Hydration leaves the page
// where the visitor has scrolled it since; a topic the page opens later (a client-side navigation) is
// placed in an effect.
import { useEffect } from 'react';
import { topicId } from '../../content/docs.ts';

export const topicHeadingId = (topic: string) => `${topicId(topic)}-title`;

/** Set by the document's script on the heading it placed: a property of the element, which hydration keeps and does not compare. */
const PLACED_BY_DOCUMENT = 'placedByDocument';

/** Runs inline after the topics (boot/PrerenderScript.tsx) with the topic's heading id and `PLACED_BY_DOCUMENT`. */
export function placeAtTopic(headingId: string, placedMark: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  Object.assign(heading, { [placedMark]: true });
}

export const placeAtTopicArgs = (topic: string): [string, string] => [topicHeadingId(topic), PLACED_BY_DOCUMENT];

/**
 * Places the page at `topic` ('' for /docs itself) when the page opens it, unless the document's
 * script already has. Decided from the element, not from a hydration flag: a re-render of the page
 * after hydration would reach the endpoint list's boundary before its code and drop its static HTML
 * (the page shrank by 8000 px for a moment, and the visitor's place with it).
 */
export function useOpenAtTopic(topic: string): void {
  useEffect(() => {
    const heading: (HTMLElement & { [PLACED_BY_DOCUMENT]?: true }) | null = topic ? document.getElementById(topicHeadingId(topic)) : null;
    if (!heading) return;
    if (heading[PLACED_BY_DOCUMENT]) {
      // Once: a later visit of this topic in the same page (there and back again) is placed here.
      delete heading[PLACED_BY_DOCUMENT];
      return;
    }
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [topic]);
}
