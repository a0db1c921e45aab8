import type { HTMLAttributes, ReactNode } from 'react';
import { badge, dot as dotStyle, type BadgeVariants } from './Badge.css.ts';
import { cx } from './cx.ts';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'>, BadgeVariants {
  children: ReactNode;
  /** Leading status dot; 'pulse' animates it (stilled under reduced motion). */
  dot?: boolean | 'pulse';
}

/** Small status label ('Online', event type, 'Coming soon'). */
export function Badge({ variant, size, dot, className, children, ...props }: BadgeProps) {
  return (
    <span {...props} className={cx(badge({ variant, size }), className)}>
      {dot && <span aria-hidden="true" className={dotStyle({ pulse: dot === 'pulse' })} />}
      {children}
    </span>
  );
}
