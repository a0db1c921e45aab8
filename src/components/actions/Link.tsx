import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components/Link';
import { cx } from '../cx.ts';
import { linkTarget } from './externalRel.ts';
import { linkStyle, type LinkVariants } from './link.css.ts';

export interface LinkProps extends Omit<RACLinkProps, 'className'>, LinkVariants {
  className?: string;
  /** Opens in a new tab (target="_blank", rel="noopener noreferrer"). */
  isExternal?: boolean;
}

/**
 * RAC Link: internal hrefs navigate client-side through AriaProvider; new-tab links get
 * rel="noopener noreferrer".
 */
export function Link({ variant, className, isExternal, target, rel, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      {...linkTarget(isExternal, target, rel)}
      className={cx(linkStyle({ variant }), className)}
    />
  );
}
