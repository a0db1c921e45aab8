// /docs/{topic} opens /docs at that topic's section, its heading focused (product-rules.md D5). The
// prerendered document places itself, with an inline script after the topics: the docs ask for their
// scripts at the visitor's first action (ADR 0034), and a visitor who lands from a search or a link
// reads the topic before that. Hydration, at that action, leaves the page where the visitor has
// scrolled it since; a client-side navigation to another topic places the page in an effect.
import { useEffect, useRef } from 'react';
import { useHydrated } from '../../components/useHydrated.ts';
import { topicId } from '../../content/docs.ts';

export const topicHeadingId = (topic: string) => `${topicId(topic)}-title`;

/**
 * A string for the reason given in components/form/heldSubmits.ts (the server's and the client's
 * builds render the same text); the server gives it the document's CSP nonce.
 */
export const openAtTopicScript = (topic: string) => `(function () {
  var heading = document.getElementById(${JSON.stringify(topicHeadingId(topic))});
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
})();`;

/** Places the page at `topic` ('' for /docs itself) when it changes after the page has hydrated. */
export function useOpenAtTopic(topic: string): void {
  const placedByDocument = useRef(!useHydrated());
  useEffect(() => {
    if (placedByDocument.current) {
      placedByDocument.current = false;
      return;
    }
    const heading = topic ? document.getElementById(topicHeadingId(topic)) : null;
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [topic]);
}
