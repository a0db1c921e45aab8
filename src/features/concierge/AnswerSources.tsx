// An answer's sources (issue 63): the pages it was grounded in, as links under it, each named by the
// page's title and section (chat.message's `sources`). A link goes to the section, and closes the
// concierge as the answer's own links do.
import { useId } from 'react';
import { Link } from '../../components/actions/Link.tsx';
import type { Source } from '../../domain/concierge/sources.ts';
import { closeConcierge } from './conciergeStore.ts';
import * as styles from './sources.css.ts';

export function AnswerSources({ sources }: { sources: readonly Source[] }) {
  const labelId = useId();
  return (
    <div className={styles.sources}>
      <p id={labelId} className={styles.label}>
        Sources
      </p>
      <ul className={styles.list} aria-labelledby={labelId}>
        {sources.map((source) => (
          <li key={source.href}>
            <Link href={source.href} variant="inline" onPress={closeConcierge}>
              {source.section ? `${source.title}: ${source.section}` : source.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
