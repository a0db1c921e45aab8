// The parts a case study's card and its detail dialog both show.
import { Avatar, withAvatar } from '../../components/Avatar.tsx';
import type { CaseStudy } from '../../content/case-studies.ts';
import * as s from './case-studies.css.ts';

export function CaseStudyMetrics({ study }: { study: CaseStudy }) {
  return (
    <dl className={s.metrics}>
      {study.metrics.map((m) => (
        <div key={m.label} className={s.metric}>
          <dt className={s.metricLabel}>{m.label}</dt>
          <dd className={s.metricValue}>{m.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CaseStudyQuote({ study }: { study: CaseStudy }) {
  return (
    <figure className={s.quote}>
      <blockquote>
        <p>“{study.quote.text}”</p>
      </blockquote>
      <figcaption className={s.quoteBy}>
        <span className={withAvatar}>
          <Avatar name={study.quote.author} size={40} />
          {study.quote.author}, {study.quote.role}
        </span>
      </figcaption>
    </figure>
  );
}
