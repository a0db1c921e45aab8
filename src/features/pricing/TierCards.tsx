// The three tiers of product-rules.md S9 as cards: prices and features from src/domain/pricing.ts.
// Pages choose each card's call to action (links on home and /solutions, lead dialogs on /pricing).
// Side by side, the cards share rows (CSS subgrid), so names, prices, features and buttons line up.
import type { ReactNode } from 'react';
import { Badge } from '../../components/Badge.tsx';
import { Card } from '../../components/Card.tsx';
import { CheckIcon } from '../../components/icons.tsx';
import { pricingContent, tierCopy, type TierId } from '../../content/pricing.ts';
import { formatThousands, pricingTiers } from '../../domain/pricing.ts';
import * as b from '../../design/blocks.css.ts';
import * as s from './pricing.css.ts';

export type Tier = (typeof pricingTiers)[number];

export interface TierCardsProps {
  /** The call to action of each card. */
  action: (tier: Tier) => ReactNode;
  headingLevel?: 2 | 3;
}

export function TierCards({ action, headingLevel = 3 }: TierCardsProps) {
  return (
    <ul className={`${b.listGrid3} ${s.tierList}`} aria-label="Plans">
      {pricingTiers.map((tier) => {
        const copy = tierCopy[tier.id as TierId];
        return (
          <Card
            key={tier.id}
            as="li"
            variant={copy.recommended ? 'featured' : 'outlined'}
            className={copy.recommended ? s.recommendedCard : undefined}
            padding="lg"
            headingLevel={headingLevel}
            title={tier.name}
            description={copy.audience}
            footer={action(tier)}
          >
            <div className={s.badgeSlot}>{copy.recommended && <Badge variant="brand">{pricingContent.recommended}</Badge>}</div>
            <p className={s.price}>
              <span className={s.priceMain}>
                {formatThousands(tier.setupFee)} {pricingContent.setupSuffix}
              </span>
              <span className={s.priceSub}>
                + {formatThousands(tier.monthlyFee)}
                {pricingContent.monthlySuffix}
              </span>
            </p>
            <ul className={s.features}>
              {tier.highlights.map((feature) => (
                <li key={feature} className={s.feature}>
                  <span className={s.featureIcon}>
                    <CheckIcon />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
          </Card>
        );
      })}
    </ul>
  );
}
