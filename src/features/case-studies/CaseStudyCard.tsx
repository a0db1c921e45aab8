// A case study as a card (summary fields) with its full-detail dialog (every field of product-rules.md S3).
import { Avatar, withAvatar } from '../../components/Avatar.tsx';
import { Badge } from '../../components/Badge.tsx';
import { BeforeAfterBars } from '../../components/charts/BeforeAfterBars.tsx';
import { Button } from '../../components/Button.tsx';
import { Timeline } from '../../components/Timeline.tsx';
import { Card } from '../../components/Card.tsx';
import { Dialog, DialogTrigger } from '../../components/Dialog.tsx';
import { caseStudiesContent, type CaseStudy } from '../../content/case-studies.ts';
import * as b from '../../design/blocks.css.ts';
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


function CaseStudyDetail({ study }: { study: CaseStudy }) {
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
        <p>{study.detailedStory}</p>
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
      {/* Static, not lazy: a chunk loading inside the opening dialog lost the focus return on close. */}
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

export function CaseStudyCard({ study, lazyImage = true }: { study: CaseStudy; lazyImage?: boolean }) {
  return (
    <Card
      as="article"
      variant="outlined"
      title={study.company}
      aria-label={study.company}
      footer={
        <DialogTrigger>
          <Button variant="outline" aria-label={`${caseStudiesContent.detailCta}: ${study.company}`}>
            {caseStudiesContent.detailCta}
          </Button>
          <Dialog title={`${study.company}: ${study.industry}`} size="lg">
            <CaseStudyDetail study={study} />
          </Dialog>
        </DialogTrigger>
      }
    >
      <img
        className={s.image}
        src={study.image.src}
        width={study.image.width}
        height={study.image.height}
        alt={study.image.alt}
        loading={lazyImage ? 'lazy' : 'eager'}
        decoding="async"
      />
      <div className={s.meta}>
        <Badge variant="brand">{study.industry}</Badge>
        <Badge variant="neutral">{study.timeline}</Badge>
      </div>
      <CaseStudyMetrics study={study} />
      <div>
        <h4 className={s.subTitle}>Challenge</h4>
        <p>{study.challenge}</p>
      </div>
      <div>
        <h4 className={s.subTitle}>Solution</h4>
        <p>{study.solution}</p>
      </div>
      <CaseStudyQuote study={study} />
    </Card>
  );
}
