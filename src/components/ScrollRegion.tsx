import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import * as styles from './ScrollRegion.css.ts';

export interface ScrollRegionProps {
  /** Names the region for assistive technology (a table's caption, or what it holds). */
  label: string;
  children: ReactNode;
  className?: string;
  /** A shadow at each edge with more beyond it, so a visitor sees the box scrolls (a cell under it reads as axe's 'needs review'). */
  scrollShadows?: boolean;
}

/**
 * A box that scrolls sideways when its content is wider than the screen (tables on phones, in chat
 * bubbles). It takes focus, so keyboards can scroll it with the arrow keys (axe: scrollable-region-focusable),
 * and is a labelled group, so a screen reader says what the stop is.
 */
export function ScrollRegion({ label, children, className, scrollShadows = false }: ScrollRegionProps) {
  return (
    <div className={cx(styles.scrollRegion, scrollShadows && styles.scrollShadows, className)} role="group" aria-label={label} tabIndex={0} data-scroll-region="">
      {children}
    </div>
  );
}
