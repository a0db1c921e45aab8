import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { buttonStyle, type ButtonVariants } from './button.css.ts';
import { cx } from '../cx.ts';
import { linkTarget } from './externalRel.ts';

export interface ButtonLinkProps extends Omit<RACLinkProps, 'className'>, ButtonVariants {
  className?: string;
  /** Opens in a new tab (target="_blank", rel="noopener noreferrer"). */
  isExternal?: boolean;
}

/** A link (navigation) that looks like a Button; same variants and sizes. */
export function ButtonLink({ variant, size, fullWidth, className, isExternal, target, rel, ...props }: ButtonLinkProps) {
  return (
    <RACLink
      {...props}
      {...linkTarget(isExternal, target, rel)}
      className={cx(buttonStyle({ variant, size, fullWidth }), className)}
    />
  );
}
