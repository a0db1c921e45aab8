import { useEffect, useRef, type ReactNode } from 'react';
import { cx } from '../../components/cx.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import * as styles from './account.css.ts';

export interface AccountPanelProps {
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /**
   * Moves focus to the heading when the panel first shows (a view that replaced a form, such as
   * 'Check Your Email'), so keyboard and screen-reader users land on the new content.
   */
  focusOnMount?: boolean;
}

/** The centred card every account screen (sign-in, register, trial, forgot and reset password) uses. */
export function AccountPanel({ title, lead, children, footer, wide, focusOnMount }: AccountPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <div className={styles.page}>
      <section className={cx(styles.panel, wide && styles.wide)} aria-labelledby="account-title">
        <PageHeader compact id="account-title" titleRef={heading} title={title} lead={lead} />
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
      </section>
    </div>
  );
}
