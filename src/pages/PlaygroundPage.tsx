// /playground (product-rules.md S2, S4, S5, S9): intro, three agent cards, the Try It Now widget,
// four sample datasets, privacy notes and a call to action.
import { Badge } from '../components/Badge.tsx';
import { Card } from '../components/Card.tsx';
import { agentCards, playgroundContent as c, sampleDatasets } from '../content/playground.ts';
import { agentPersonas, playgroundDataSources } from '../contract/options.ts';
import { container, muted, section } from '../design/layout.css.ts';
import * as b from '../design/blocks.css.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { PageSection } from '../features/home/PageSection.tsx';
import { PlaygroundWidget } from '../features/playground/PlaygroundWidget.tsx';
import { CallToActionSection } from '../features/home/CallToActionSection.tsx';
import { routeMeta } from '../app/meta.ts';

export const meta = routeMeta();

export default function PlaygroundPage() {
  return (
    <>
      <PageHeader band title={c.title} lead={c.lead} />
      <PageSection id="playground-agents" title={c.agentsTitle}>
        <ul className={b.listGrid3}>
          {agentPersonas.map((agent) => (
            <Card key={agent.id} as="li" title={agent.label} description={agentCards[agent.id].tagline}>
              <ul className={`${b.list} ${b.tags}`} aria-label={`${agent.label} skills`}>
                {agentCards[agent.id].skills.map((skill) => (
                  <li key={skill}>
                    <Badge variant="brand">{skill}</Badge>
                  </li>
                ))}
              </ul>
            </Card>
          ))}
        </ul>
      </PageSection>
      <section className={section({ tone: 'muted' })} aria-label={c.widgetTitle}>
        <div className={container}>
          <PlaygroundWidget />
        </div>
      </section>
      <PageSection id="playground-datasets" title={c.datasetsTitle}>
        <ul className={b.listGrid4}>
          {playgroundDataSources.map((source) => (
            <Card key={source.id} as="li" title={source.label} description={sampleDatasets[source.id]?.description}>
              <p className={muted}>{sampleDatasets[source.id]?.size}</p>
            </Card>
          ))}
        </ul>
      </PageSection>
      <PageSection id="playground-privacy" title={c.privacyTitle} tone="muted">
        <ul className={`${b.bulletList} ${b.narrow}`}>
          {c.privacyNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </PageSection>
      <CallToActionSection id="playground-cta" title={c.ctaTitle} lead={c.ctaLead} actions={[{ href: c.ctaHref, label: c.ctaLabel }]} />
    </>
  );
}
