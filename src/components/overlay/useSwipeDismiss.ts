import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';

/**
 * Rightward swipe-to-dismiss with pointer events: the element follows the pointer (translateX);
 * released past `threshold` px it calls onDismiss, otherwise it snaps back.
 */
export function useSwipeDismiss(onDismiss: () => void, threshold: number) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const delta = (e: PointerEvent) => Math.max(0, e.clientX - (startX.current ?? e.clientX));

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    // Presses on the close button must stay presses.
    if (e.button !== 0 || (e.target as Element).closest('button')) return;
    startX.current = e.clientX;
    try {
      e.currentTarget.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic pointers (tests) cannot be captured; moves still reach the element.
    }
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    if (startX.current !== null) setOffset(delta(e));
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const dx = delta(e);
    startX.current = null;
    setOffset(0);
    if (dx > threshold) onDismiss();
  };

  const onPointerCancel = () => {
    startX.current = null;
    setOffset(0);
  };

  const style: CSSProperties | undefined = offset ? { transform: `translateX(${offset}px)` } : undefined;
  return {
    swipeProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
    style,
    isSwiping: offset > 0,
  };
}
