import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Card.css.ts';
import { cx } from './cx.ts';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'>, styles.CardVariants {
  title?: ReactNode;
  /** Heading level of the title. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  description?: ReactNode;
  /** Pinned to the bottom (calls to action). */
  footer?: ReactNode;
  /** Root element; 'article' for self-contained items such as case studies. Default 'div'. */
  as?: 'div' | 'article' | 'section' | 'li';
}

export function Card({ title, headingLevel = 3, description, footer, as: Root = 'div', variant, padding, className, children, ...props }: CardProps) {
  const HeadingTag = `h${headingLevel}` as const;
  return (
    <Root {...props} className={cx(styles.card({ variant, padding }), className)}>
      {(title || description) && (
        <div className={styles.header}>
          {title && <HeadingTag className={styles.title}>{title}</HeadingTag>}
          {description && <p className={styles.description}>{description}</p>}
        </div>
      )}
      {children}
      {footer && <div className={styles.footer}>{footer}</div>}
    </Root>
  );
}
