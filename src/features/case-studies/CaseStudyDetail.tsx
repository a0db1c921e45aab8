// The full case study (every field of product-rules.md S3): the body of the card's dialog, loaded
// with the dialog when the visitor reaches for 'View Full Case Study'.
import { Badge } from '../../components/Badge.tsx';
import { ContentHtml } from '../../components/ContentHtml.tsx';
import { BeforeAfterBars } from '../../components/charts/BeforeAfterBars.tsx';
import { Timeline } from '../../components/Timeline.tsx';
import type { CaseStudy } from '../../content/case-studies.ts';
import * as b from '../../design/blocks.css.ts';
import * as s from './case-studies.css.ts';
import { CaseStudyMetrics, CaseStudyQuote } from './CaseStudyParts.tsx';

export default function CaseStudyDetail({ study }: { study: CaseStudy }) {
  return (
    // Scrolls on small screens and holds no control, so it takes focus itself for keyboard scrolling.
    <div className={s.detail} tabIndex={0} role="group" aria-label={`${study.company} case study details`}>
      <dl className={s.facts}>
        <div className={s.fact}>
          <dt className={s.factLabel}>Timeline</dt>
          <dd className={s.factValue}>{study.timeline}</dd>
        </div>
        <div className={s.fact}>
          <dt className={s.factLabel}>Team size</dt>
          <dd className={s.factValue}>{study.teamSize}</dd>
        </div>
        <div className={s.fact}>
          <dt className={s.factLabel}>Investment</dt>
          <dd className={s.factValue}>{study.investment}</dd>
        </div>
      </dl>
      <CaseStudyMetrics study={study} />
      <section>
        <h3 className={s.subTitle}>The Story</h3>
        <ContentHtml html={study.html} />
      </section>
      <section>
        <h3 className={s.subTitle}>Challenge</h3>
        <p>{study.challenge}</p>
      </section>
      <section>
        <h3 className={s.subTitle}>Solution</h3>
        <p>{study.solution}</p>
      </section>
      <section>
        <h3 className={s.subTitle}>Implementation</h3>
        <Timeline steps={study.implementation.map((step) => ({ title: step.phase, detail: step.description }))} />
      </section>
      <section>
        <h3 className={s.subTitle}>Results</h3>
        <ul className={b.bulletList}>
          {study.results.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      {/* Static within this body: a chunk loading inside the already open dialog lost the focus return on close. */}
      <BeforeAfterBars title={`${study.company}: before and after`} measures={study.beforeAfter} />
      <section>
        <h3 className={s.subTitle}>Technologies</h3>
        <ul className={`${b.list} ${s.meta}`}>
          {study.technologies.map((t) => (
            <li key={t}>
              <Badge variant="neutral">{t}</Badge>
            </li>
          ))}
        </ul>
      </section>
      <CaseStudyQuote study={study} />
    </div>
  );
}
