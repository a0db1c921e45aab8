// The landing hero: live agents badge, headline, the trusted-by logo strip, both calls to action, the
// agent console (a workflow: each agent hands its work to the next) and the results panel whose
// counters count up from 0 over 2 s once the panel shows (product-rules.md S1, S2, S9): on a phone it
// sits below the fold, and counting there would only spend the load's main thread on frames no one sees.
import { useRef } from 'react';
import { Island } from '../../boot/Island.tsx';
import { Badge } from '../../components/Badge.tsx';
import { ButtonLink } from '../../components/actions/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { useInViewOnce } from '../../components/useInViewOnce.ts';
import { consoleAgents, COUNT_UP_MS, FIXED_UPTIME, homeContent } from '../../content/home.ts';
import { container, section } from '../../design/layout.css.ts';
import { formatCompactCount, formatCount, formatKiloDollars, formatPercent } from '../../domain/format.ts';
import { CLIENT_LOGO_HEIGHT, clientLogos } from './clientLogos.ts';
import * as s from './home.css.ts';
import { useCountUp } from './useCountUp.ts';
import { useLiveFigures } from './useLiveFigures.ts';

interface CounterProps {
  label: string;
  target: number;
  format: (n: number) => string;
  running: boolean;
}

function Counter({ label, target, format, running }: CounterProps) {
  const value = useCountUp(target, COUNT_UP_MS, running);
  return (
    <div className={s.resultItem}>
      <dt className={s.resultLabel}>{label}</dt>
      <dd className={s.resultValue}>{format(value)}</dd>
    </div>
  );
}

/** The badge with the number of agents running, live. */
export function LiveAgentsBadge() {
  const figures = useLiveFigures();
  return (
    <Badge variant="success" dot="pulse" data-testid="live-badge">
      {homeContent.liveBadge(formatCount(figures.agentsRunning))}
    </Badge>
  );
}

/** The results panel's figures, counting up once they show. */
export function HeroResults() {
  const figures = useLiveFigures();
  const results = useRef<HTMLDListElement>(null);
  const counting = useInViewOnce(results);
  return (
    <dl className={s.results} ref={results}>
      <Counter label="Cost Savings" target={figures.costSavings} format={formatKiloDollars} running={counting} />
      <Counter label="Efficiency Gain" target={figures.efficiencyGain} format={formatPercent} running={counting} />
      <Counter label="Tasks Automated" target={figures.tasksAutomated} format={formatCompactCount} running={counting} />
      <div className={s.resultItem}>
        <dt className={s.resultLabel}>Uptime</dt>
        <dd className={s.resultValue}>{FIXED_UPTIME}</dd>
      </div>
    </dl>
  );
}

/** The hero is static but for the live badge and the results (islands on the landing page, ADR 0084). */
export function Hero() {
  return (
    <section className={section()} aria-labelledby="hero-title">
      <div className={`${container} ${s.hero}`}>
        <div className={s.heroText}>
          <Island name="live-agents-badge">
            <LiveAgentsBadge />
          </Island>
          <h1 id="hero-title" className={s.headline}>
            {homeContent.headline}
          </h1>
          <p className={s.lead}>{homeContent.lead}</p>
          <div className={s.trustedBy}>
            <p id="trusted-by">{homeContent.trustedByLabel}</p>
            <ul className={s.logoStrip} aria-labelledby="trusted-by">
              {clientLogos.map((logo) => (
                <li key={logo.name}>
                  <img src={logo.src} alt={logo.name} width={logo.width} height={CLIENT_LOGO_HEIGHT} />
                </li>
              ))}
            </ul>
          </div>
          <div className={s.heroActions}>
            <ButtonLink href={homeContent.primaryCta.href} size="lg">
              {homeContent.primaryCta.label}
            </ButtonLink>
            <ButtonLink href={homeContent.secondaryCta.href} size="lg" variant="outline">
              {homeContent.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>
        <div className={s.heroPanels}>
          <Card variant="inverse" title={homeContent.consoleTitle} headingLevel={2} aria-label={homeContent.consoleTitle} as="section">
            <ol className={s.workflow}>
              {consoleAgents.map((agent) => (
                <li key={agent.id} className={s.workflowStep}>
                  <span className={`${s.agentNode} ${s.agentIcon[agent.id]}`} aria-hidden="true" />
                  <span className={s.consoleRow}>
                    <span className={s.consoleHead}>
                      <span className={s.consoleName}>{agent.name}</span>
                      <Badge variant="success" size="sm" dot>
                        {agent.status}
                      </Badge>
                    </span>
                    <span className={s.consoleTask}>{agent.task}</span>
                  </span>
                </li>
              ))}
            </ol>
          </Card>
          {/* Counters that start at 0 until they count up in the browser: no fact for the concierge (ADR 0077). */}
          <Card variant="elevated" title={homeContent.resultsTitle} headingLevel={2} as="section" aria-label={homeContent.resultsTitle} data-site-index="skip">
            <Island name="hero-results">
              <HeroResults />
            </Island>
          </Card>
        </div>
      </div>
    </section>
  );
}
