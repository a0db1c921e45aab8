import { useEffect, useState, type RefObject } from 'react';

/**
 * True from the moment the element first shows in the viewport, and from then on. Motion that is only
 * worth seeing (a count-up) waits for it, so a phone does not spend its load on it below the fold.
 * False on the server and until the observer has answered; true at once where there is no observer.
 */
export function useInViewOnce(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);

  return seen;
}
