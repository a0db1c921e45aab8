// /about (product-rules.md S2): stats, mission, values, team, journey.
import { Avatar } from '../components/Avatar.tsx';
import { Badge } from '../components/Badge.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { Card } from '../components/Card.tsx';
import { aboutIntro, aboutStats, journey, mission, team, values } from '../content/about.ts';
import { container, section, sectionHeader, sectionLead, sectionTitle } from '../design/layout.css.ts';
import * as s from '../features/about/about.css.ts';
import * as blocks from '../design/blocks.css';
import { routeMeta } from '../app/meta.ts';
import { islandsPage } from '../boot/Island.tsx';

export const meta = routeMeta();

// Static but for the shell's controls: it hydrates as islands (ADR 0082).
export const handle = islandsPage('content');

export default function AboutPage() {
  return (
    <>
      <PageHeader
        band
        title={aboutIntro.title}
        lead={aboutIntro.lead}
        after={
          <ul className={blocks.listGrid4} aria-label="Company stats">
            {aboutStats.map((stat) => (
              <li key={stat.label} className={s.stat}>
                <p className={s.statValue}>{stat.value}</p>
                <p className={s.statLabel}>{stat.label}</p>
              </li>
            ))}
          </ul>
        }
      />

      <section className={section()} aria-labelledby="mission-title">
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id="mission-title" className={sectionTitle}>
              {mission.title}
            </h2>
          </header>
          <div className={s.prose}>
            {mission.body.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
      </section>

      <section className={section({ tone: 'muted' })} aria-labelledby="values-title">
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id="values-title" className={sectionTitle}>
              Our Values
            </h2>
          </header>
          <ul className={blocks.listGrid4}>
            {values.map((v) => (
              <Card as="li" key={v.title} title={v.title} description={v.description} />
            ))}
          </ul>
        </div>
      </section>

      <section className={section()} aria-labelledby="team-title">
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id="team-title" className={sectionTitle}>
              Meet the Team
            </h2>
            <p className={sectionLead}>Engineers, researchers and operators who have shipped automation at scale.</p>
          </header>
          <ul className={blocks.listGrid4}>
            {team.map((member) => (
              <Card as="li" key={member.name}>
                <Avatar name={member.name} size={64} />
                <div>
                  <h3 className={s.milestoneTitle}>
                    {member.name}
                  </h3>
                  <p className={s.role}>{member.role}</p>
                </div>
                <p className={s.muted}>{member.background}</p>
                <ul className={s.tags} aria-label={`${member.name}'s expertise`}>
                  {member.expertise.map((e) => (
                    <li key={e}>
                      <Badge variant="neutral">{e}</Badge>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={section({ tone: 'muted' })} aria-labelledby="journey-title">
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id="journey-title" className={sectionTitle}>
              Our Journey
            </h2>
          </header>
          <ol className={s.timeline}>
            {journey.map((m) => (
              <li key={m.year} className={s.milestone}>
                <span className={s.year}>{m.year}</span>
                <h3 className={s.milestoneTitle}>{m.title}</h3>
                <p className={s.muted}>{m.description}</p>
              </li>
            ))}
          </ol>
          <div className={s.ctaRow}>
            <ButtonLink href="/careers">Join Our Team</ButtonLink>
            <ButtonLink href="/contact" variant="outline">
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
