// Step 1 of /book-call: the three session types of product-rules.md S3 as cards.
import { sessionTypes } from '../../contract/options.ts';
import type { SessionType } from '../../contract/options.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/actions/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Link } from '../../components/actions/Link.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { site } from '../../config/site.ts';
import * as s from '../../design/page.css.ts';

/** product-rules.md D5: the external scheduling service, for visitors who pick a slot themselves. */
const selfScheduling: Partial<Record<SessionType['id'], { href: string; label: string }>> = {
  demo: { href: site.scheduling.demoUrl, label: 'Pick a 30-minute demo slot yourself' },
  audit: { href: site.scheduling.auditScopingUrl, label: 'Schedule audit scoping yourself' },
};

function SelfSchedulingLink({ type }: { type: SessionType['id'] }) {
  const link = selfScheduling[type];
  if (!link) return null;
  return (
    <Link href={link.href} isExternal variant="inline" className={s.small}>
      {link.label}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

export function SessionTypePicker({ onChoose }: { onChoose: (type: SessionType) => void }) {
  return (
    <ul className={s.cardGrid} aria-label="Session types">
      {sessionTypes.map((type) => (
        <Card
          as="li"
          key={type.id}
          variant={type.id === 'demo' ? 'featured' : 'outlined'}
          title={type.label}
          description={type.description}
          footer={
            <Button variant={type.id === 'demo' ? 'primary' : 'outline'} fullWidth onPress={() => onChoose(type)}>
              {`Choose ${type.label}`}
            </Button>
          }
        >
          <div className={s.row}>
            <Badge variant="brand">{type.duration}</Badge>
            <span className={s.small}>Video call</span>
          </div>
          <SelfSchedulingLink type={type.id} />
        </Card>
      ))}
    </ul>
  );
}
