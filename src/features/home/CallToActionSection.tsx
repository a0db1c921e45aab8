import { ButtonLink } from '../../components/actions/ButtonLink.tsx';
import * as b from '../../design/blocks.css.ts';
import { PageSection } from './PageSection.tsx';

export interface CallToAction {
  href: string;
  label: string;
  variant?: 'primary' | 'secondary';
}

interface CallToActionSectionProps {
  id: string;
  title: string;
  lead?: string;
  actions: CallToAction[];
}

/** The closing band of a marketing page: a heading, a lead and its large call-to-action buttons. */
export function CallToActionSection({ id, title, lead, actions }: CallToActionSectionProps) {
  return (
    <PageSection id={id} title={title} lead={lead} tone="inverse">
      <div className={b.centeredActions}>
        {actions.map((action) => (
          <ButtonLink key={action.href} href={action.href} size="lg" variant={action.variant ?? 'primary'}>
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </PageSection>
  );
}
