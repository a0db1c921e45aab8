// The script of the landing page (/), a page of islands (ADR 0082): the shell's islands and the page's
// own controls (src/islands.hydrate.tsx). Everything else on it is static.
import { BlueprintTrigger } from './features/blueprint/BlueprintBand.tsx';
import { FeaturedCaseStudyCard } from './features/case-studies/CaseStudyCard.tsx';
import { HeroResults, LiveAgentsBadge } from './features/home/Hero.tsx';
import { LiveStatsTiles } from './features/home/LiveStatsTiles.tsx';
import { hydrateIslands } from './islands.hydrate.tsx';

hydrateIslands({
  'live-agents-badge': LiveAgentsBadge,
  'hero-results': HeroResults,
  blueprint: BlueprintTrigger,
  'live-stats': LiveStatsTiles,
  'featured-case-study': FeaturedCaseStudyCard,
});
