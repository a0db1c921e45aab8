// Step 1 of /book-call: the three session types of product-rules.md S3 as cards.
import { sessionTypes } from '../../contract/options.ts';
import type { SessionType } from '../../app/routeParams.ts';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/Button.tsx';
import { Card } from '../../components/Card.tsx';
import * as s from '../resources/page.css.ts';

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
        </Card>
      ))}
    </ul>
  );
}
