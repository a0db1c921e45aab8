// /case-studies (product-rules.md S2, S3): live impact dashboard, three case studies with a
// full-detail dialog, cross-industry stats.
import { caseStudies, caseStudiesContent as c, crossIndustryStats } from '../content/case-studies.ts';
import { CaseStudyCard } from '../features/case-studies/CaseStudyCard.tsx';
import * as b from '../design/blocks.css.ts';
import { LiveStatsTiles } from '../features/home/LiveStatsTiles.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { PageSection } from '../features/home/PageSection.tsx';
import { CallToActionSection } from '../features/home/CallToActionSection.tsx';
import { routeMeta } from '../app/meta.ts';
import { ogImagePath } from '../app/ogImages.ts';

// Each case study has its own og image; the page shares the featured one.
export const meta = routeMeta({ image: ogImagePath.caseStudy(caseStudies[0]!.id) });

export default function CaseStudiesPage() {
  return (
    <>
      <PageHeader band title={c.title} lead={c.lead} />
      <PageSection id="impact-dashboard" title={c.dashboardTitle} lead={c.dashboardLead}>
        <LiveStatsTiles />
      </PageSection>
      <PageSection id="case-studies-list" title={c.storiesTitle} tone="muted">
        <div className={b.grid3}>
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.id} study={study} />
          ))}
        </div>
      </PageSection>
      <PageSection id="cross-industry" title={c.crossIndustryTitle}>
        <ul className={b.listGrid4}>
          {crossIndustryStats.map((stat) => (
            <li key={stat.label} className={b.statTile}>
              <h3 className={b.statLabel}>{stat.label}</h3>
              <span className={b.statValue}>{stat.value}</span>
            </li>
          ))}
        </ul>
      </PageSection>
      <CallToActionSection id="case-studies-cta" title={c.ctaTitle} lead={c.ctaLead} actions={[{ href: c.ctaHref, label: c.ctaLabel }]} />
    </>
  );
}
