import type { ReactNode } from 'react';
import { HydrateSeparately } from '../../boot/HydrateSeparately.tsx';
import { container, section, sectionHeader, sectionLead, sectionTitle, type SectionVariants } from '../../design/layout.css.ts';

export interface PageSectionProps {
  /** Id of the h2; labels the section. */
  id: string;
  title: string;
  lead?: string;
  tone?: NonNullable<SectionVariants>['tone'];
  children: ReactNode;
}

/** A page section with a centred h2 and optional lead, on the layout's section recipe; hydrated in a pass of its own. */
export function PageSection({ id, title, lead, tone, children }: PageSectionProps) {
  return (
    <HydrateSeparately>
      <section className={section({ tone })} aria-labelledby={id}>
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id={id} className={sectionTitle}>
              {title}
            </h2>
            {lead && <p className={sectionLead}>{lead}</p>}
          </header>
          {children}
        </div>
      </section>
    </HydrateSeparately>
  );
}
