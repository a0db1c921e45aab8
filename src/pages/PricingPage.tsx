// /pricing (product-rules.md S2, S4, S5, S9): 'Choose Your Flight Plan', three tiers, What You Get,
// FAQ and the two lead dialogs.
import { Accordion } from '../components/Accordion.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { Card } from '../components/Card.tsx';
import { pricingContent as c } from '../content/pricing.ts';
import * as b from '../design/blocks.css.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { PageSection } from '../features/home/PageSection.tsx';
import { LeadDialog } from '../features/pricing/LeadDialog.tsx';
import { PlanComparison } from '../features/pricing/PlanComparison.tsx';
import * as s from '../features/pricing/pricing.css.ts';
import { TierCards } from '../features/pricing/TierCards.tsx';
import { container, section } from '../design/layout.css.ts';
import { routeMeta } from '../app/meta.ts';

export const meta = routeMeta();

export default function PricingPage() {
  return (
    <>
      <PageHeader band title={c.title} lead={c.lead} />
      <section className={section()} aria-label="Plans and prices">
        <div className={container}>
          <TierCards
            headingLevel={2}
            action={(tier) =>
              tier.id === 'self-serve' ? (
                <ButtonLink href={c.selfServeCta.href} variant="outline" fullWidth>
                  {c.selfServeCta.label}
                </ButtonLink>
              ) : (
                <LeadDialog planType={tier.id === 'mid-market' ? 'Mid-Market' : 'Enterprise'} variant={tier.id === 'mid-market' ? 'primary' : 'outline'} />
              )
            }
          />
          <PlanComparison />
        </div>
      </section>
      <PageSection id="what-you-get" title={c.whatYouGetTitle} tone="muted">
        <ul className={b.listGrid4}>
          {c.whatYouGet.map((item) => (
            <Card key={item.title} as="li" title={item.title} description={item.text} />
          ))}
        </ul>
      </PageSection>
      <PageSection id="pricing-faq" title={c.faqTitle}>
        <div className={s.faq}>
          <Accordion items={c.faq.map((item) => ({ id: item.id, title: item.question, content: <p>{item.answer}</p> }))} />
        </div>
      </PageSection>
    </>
  );
}
