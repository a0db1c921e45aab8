// The tier cards as home and /solutions show them (links to /trial and /pricing), followed by the
// Blueprint band: the place a visitor deciding which plan to buy looks.
import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { pricingContent } from '../../content/pricing.ts';
import { solutionsContent } from '../../content/solutions.ts';
import * as s from '../home/home.css.ts';
import { TierCards } from './TierCards.tsx';

// The Blueprint opens in a dialog: its code (dialog, radio groups, overlays) hydrates after the page.
const BlueprintDialog = lazy(() => import('../blueprint/BlueprintDialog.tsx').then((m) => ({ default: m.BlueprintDialog })));

export function TierOverview({ blueprintLead }: { blueprintLead: string }) {
  return (
    <>
      <TierCards
        action={(tier) =>
          tier.id === 'self-serve' ? (
            <ButtonLink href={pricingContent.selfServeCta.href} variant="outline" fullWidth>
              {pricingContent.selfServeCta.label}
            </ButtonLink>
          ) : (
            <ButtonLink href="/pricing" variant={tier.id === 'mid-market' ? 'primary' : 'outline'} fullWidth aria-label={`${pricingContent.tierDetailsCta}: ${tier.name}`}>
              {pricingContent.tierDetailsCta}
            </ButtonLink>
          )
        }
      />
      <div className={s.blueprintBand}>
        <div>
          <h3>{solutionsContent.blueprintTitle}</h3>
          <p>{blueprintLead}</p>
        </div>
        <Suspense fallback={null}>
          <BlueprintDialog />
        </Suspense>
      </div>
    </>
  );
}
