// /solutions (product-rules.md S2): the ROI calculator, the tier cards and the Blueprint.
import { solutionsContent as c } from '../content/solutions.ts';
import { container, section } from '../design/layout.css.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { PageSection } from '../features/home/PageSection.tsx';
import { TierOverview } from '../features/pricing/TierOverview.tsx';
import { BlueprintBand } from '../features/blueprint/BlueprintBand.tsx';
import { RoiCalculator } from '../features/roi/RoiCalculator.tsx';
import { routeMeta } from '../app/meta.ts';

export const meta = routeMeta();

export default function SolutionsPage() {
  return (
    <>
      <PageHeader band title={c.title} lead={c.lead} />
      <section className={section()} aria-label={c.roiTitle}>
        <div className={container}>
          <RoiCalculator />
        </div>
      </section>
      <PageSection id="solutions-tiers" title={c.tiersTitle} lead={c.tiersLead} tone="muted">
        <TierOverview />
        <BlueprintBand lead={c.blueprintLead} />
      </PageSection>
    </>
  );
}
