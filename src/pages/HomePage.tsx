// / (product-rules.md S1, S2, S4, S9): hero, process steps, tiers with the Blueprint, playground
// teaser, live stats, a case study and the closing call to action.
import { routeMeta, siteUrl } from '../app/meta.ts';
import { Island, islandsPage } from '../boot/Island.tsx';
import { organization } from '../app/structuredData.ts';
import { site } from '../config/site.ts';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { Card } from '../components/Card.tsx';
import { homeContent as c, processSteps } from '../content/home.ts';
import { FeaturedCaseStudyCard } from '../features/case-studies/CaseStudyCard.tsx';
import * as b from '../design/blocks.css.ts';
import { Hero } from '../features/home/Hero.tsx';
import * as s from '../features/home/home.css.ts';
import { TierOverview } from '../features/pricing/TierOverview.tsx';
import { BlueprintBand } from '../features/blueprint/BlueprintBand.tsx';
import { PageSection } from '../features/home/PageSection.tsx';
import { LiveStatsTiles } from '../features/home/LiveStatsTiles.tsx';
import { CallToActionSection } from '../features/home/CallToActionSection.tsx';

export const meta = routeMeta({
  title: `${site.name} — Enterprise AI Agents`,
  structuredData: [organization(siteUrl), { '@type': 'WebSite', name: site.name, url: `${siteUrl}/` }],
});

// Static but for its islands: the hero's live figures, the Blueprint's button, the live stats and the
// case study's dialog button (src/islands.home.client.tsx).
export const handle = islandsPage('home');

export default function HomePage() {
  return (
    <>
      <Hero />
      <PageSection id="process-steps" title={c.processTitle} lead={c.processLead} tone="muted">
        <ol className={b.listGrid4}>
          {processSteps.map((step, i) => (
            <Card key={step.title} as="li" title={step.title} description={step.text}>
              <span className={s.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
            </Card>
          ))}
        </ol>
      </PageSection>
      <PageSection id="tiers" title={c.tiersTitle} lead={c.tiersLead}>
        <TierOverview />
        <BlueprintBand lead={c.blueprintLead} />
      </PageSection>
      <PageSection id="playground-teaser" title={c.playgroundTitle} lead={c.playgroundLead} tone="muted">
        <div className={b.centeredActions}>
          <ButtonLink href="/playground" size="lg">
            {c.playgroundCta}
          </ButtonLink>
        </div>
      </PageSection>
      <PageSection id="live-stats" title={c.statsTitle} lead={c.statsLead}>
        <Island name="live-stats">
          <LiveStatsTiles />
        </Island>
      </PageSection>
      <PageSection id="case-study" title={c.caseStudyTitle} tone="muted">
        <div className={b.narrow}>
          <Island name="featured-case-study">
            <FeaturedCaseStudyCard />
          </Island>
        </div>
        <div className={b.centeredActions}>
          <ButtonLink href="/case-studies" variant="outline">
            {c.caseStudyCta}
          </ButtonLink>
        </div>
      </PageSection>
      <CallToActionSection
        id="home-cta"
        title={c.ctaTitle}
        lead={c.ctaLead}
        actions={[c.primaryCta, { ...c.secondaryCta, variant: 'secondary' }]}
      />
    </>
  );
}
