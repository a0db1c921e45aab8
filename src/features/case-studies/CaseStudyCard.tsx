// A case study as a card (summary fields) with its full-detail dialog (every field of product-rules.md
// S3), whose body and dialog code load when the visitor reaches for its button.
import { Badge } from '../../components/Badge.tsx';
import { DraftBadge } from '../../components/DraftBadge.tsx';
import { Card } from '../../components/Card.tsx';
import { lazyDialogBody, LazyDialogTrigger } from '../../components/overlay/LazyDialog.tsx';
import { caseStudies, caseStudiesContent, type CaseStudy } from '../../content/case-studies.ts';
import * as s from './case-studies.css.ts';
import { CaseStudyMetrics, CaseStudyQuote } from './CaseStudyParts.tsx';

const CaseStudyDetail = lazyDialogBody(() => import('./CaseStudyDetail.tsx'));

export function CaseStudyCard({ study, lazyImage = true }: { study: CaseStudy; lazyImage?: boolean }) {
  return (
    <Card
      as="article"
      variant="outlined"
      title={study.company}
      aria-label={study.company}
      footer={
        <LazyDialogTrigger
          label={caseStudiesContent.detailCta}
          button={{ variant: 'outline', 'aria-label': `${caseStudiesContent.detailCta}: ${study.company}` }}
          title={`${study.company}: ${study.industry}`}
          size="lg"
          preload={CaseStudyDetail.preload}
        >
          <CaseStudyDetail study={study} />
        </LazyDialogTrigger>
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
        <DraftBadge draft={study.draft} />
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

/** The case study the landing page features, the collection's first (an island there: its dialog's button is a control, ADR 0084). */
export function FeaturedCaseStudyCard() {
  return <CaseStudyCard study={caseStudies[0]!} />;
}
