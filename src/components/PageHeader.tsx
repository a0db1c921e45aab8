// The one page header: the page's h1 (one style on every page), an optional eyebrow above it (a
// badge, a breadcrumb) and lead below it, and what else belongs in the header (a date, actions).
// With `band` it sits on the tinted band at the top of the page, as a region named by its title,
// and `after` holds content that shares the band (stats, a search box).
import type { ReactNode, Ref } from 'react';
import { container } from '../design/layout.css.ts';
import * as s from './PageHeader.css.ts';

/** The band alone, for a page whose header needs its own column width (an article). */
export const pageHeaderBand = s.band;

export interface PageHeaderProps {
  title: ReactNode;
  lead?: ReactNode;
  eyebrow?: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'start';
  band?: boolean;
  after?: ReactNode;
  /** The h1's id (the band's and any article's name). */
  id?: string;
  /** For pages that move focus to their title themselves. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** A step smaller, for a header inside a card. */
  compact?: boolean;
}

export function PageHeader(props: PageHeaderProps) {
  const { title, lead, eyebrow, children, align = 'center', band = false, after, id = 'page-title', titleRef, compact } = props;
  const header = (
    // A div, not <header>: outside a section some tools count a <header> as the page's banner.
    <div className={s.header[align]}>
      {eyebrow}
      <h1 id={id} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={compact ? `${s.title} ${s.compactTitle}` : s.title}>
        {title}
      </h1>
      {lead && <p className={s.lead}>{lead}</p>}
      {children}
    </div>
  );
  if (!band) return header;
  return (
    <section className={s.band} aria-labelledby={id}>
      <div className={container}>
        {header}
        {after && <div className={s.after}>{after}</div>}
      </div>
    </section>
  );
}
