// The tier cards as home and /solutions show them (links to /trial and /pricing); the pages put the
// Blueprint band right after them.
import { ButtonLink } from '../../components/actions/ButtonLink.tsx';
import { pricingContent } from '../../content/pricing.ts';
import { TierCards } from './TierCards.tsx';

export function TierOverview() {
  return (
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
  );
}
