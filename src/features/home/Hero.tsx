// The landing hero: live agents badge, headline, trusted-by line, both calls to action, the agent
// console and the results panel whose counters count up from 0 over 2 s (product-rules.md S1, S2, S9).
import { Badge } from '../../components/Badge.tsx';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { Card } from '../../components/Card.tsx';
import { site } from '../../config/site.ts';
import { consoleAgents, COUNT_UP_MS, FIXED_UPTIME, homeContent } from '../../content/home.ts';
import { container, section } from '../../design/layout.css.ts';
import { sprinkles } from '../../design/sprinkles.css.ts';
import { formatCompactCount, formatCount, formatKiloDollars } from '../../domain/format.ts';
import * as s from './home.css.ts';
import { useCountUp } from './useCountUp.ts';
import { useLiveFigures } from './useLiveFigures.ts';

function Counter({ label, target, format }: { label: string; target: number; format: (n: number) => string }) {
  const value = useCountUp(target, COUNT_UP_MS);
  return (
    <div className={s.resultItem}>
      <dt className={s.resultLabel}>{label}</dt>
      <dd className={s.resultValue}>{format(value)}</dd>
    </div>
  );
}

export function Hero() {
  const figures = useLiveFigures();
  return (
    <section className={section()} aria-labelledby="hero-title">
      <div className={`${container} ${s.hero}`}>
        <div className={s.heroText}>
          <Badge variant="success" dot="pulse" data-testid="live-badge">
            {homeContent.liveBadge(formatCount(figures.agentsRunning))}
          </Badge>
          <h1 id="hero-title" className={s.headline}>
            {homeContent.headline}
          </h1>
          <p className={s.lead}>{homeContent.lead}</p>
          <p className={s.trustedBy}>
            {homeContent.trustedByLabel} <span className={s.trustedNames}>{site.trustedBy.join(', ')}</span>
          </p>
          <div className={sprinkles({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
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
            <ul className={s.consoleList}>
              {consoleAgents.map((agent) => (
                <li key={agent.id} className={s.consoleRow}>
                  <span className={s.consoleHead}>
                    <span className={s.consoleName}>{agent.name}</span>
                    <Badge variant="success" size="sm" dot>
                      {agent.status}
                    </Badge>
                  </span>
                  <span className={s.consoleTask}>{agent.task}</span>
                </li>
              ))}
            </ul>
          </Card>
          <Card variant="elevated" title={homeContent.resultsTitle} headingLevel={2} as="section" aria-label={homeContent.resultsTitle}>
            <dl className={s.results}>
              <Counter label="Cost Savings" target={figures.costSavings} format={formatKiloDollars} />
              <Counter label="Efficiency Gain" target={figures.efficiencyGain} format={(n) => `${Math.round(n)}%`} />
              <Counter label="Tasks Automated" target={figures.tasksAutomated} format={formatCompactCount} />
              <div className={s.resultItem}>
                <dt className={s.resultLabel}>Uptime</dt>
                <dd className={s.resultValue}>{FIXED_UPTIME}</dd>
              </div>
            </dl>
          </Card>
        </div>
      </div>
    </section>
  );
}
