import type { ReactNode } from 'react';
import { container, section, sectionHeader, sectionLead } from '../../design/layout.css.ts';
import { flush, pageTitle } from '../../design/blocks.css.ts';

/** The page's one h1 with its lead, centred. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <section className={section({ spacing: 'compact', tone: 'muted' })} aria-labelledby="page-title">
      <div className={container}>
        <header className={`${sectionHeader} ${flush}`}>
          <h1 id="page-title" className={pageTitle}>
            {title}
          </h1>
          {lead && <p className={sectionLead}>{lead}</p>}
          {children}
        </header>
      </div>
    </section>
  );
}
