// /careers (product-rules.md S2, S3): four open roles (title, department, location, type,
// description, requirements) each with 'Apply Now' to /contact, a general application, and the
// $3,000 learning budget.
import { Badge } from '../components/Badge.tsx';
import { DraftBadge } from '../components/DraftBadge.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { Card } from '../components/Card.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { careersIntro, jobs, LEARNING_BUDGET, perks } from '../content/careers.ts';
import { container, section, sectionHeader, sectionLead, sectionTitle } from '../design/layout.css.ts';
import * as s from '../features/careers/careers.css.ts';
import * as blocks from '../design/blocks.css';
import { routeMeta } from '../app/meta.ts';

export const meta = routeMeta();

export default function CareersPage() {
  return (
    <>
      <PageHeader
        band
        title={careersIntro.title}
        lead={careersIntro.lead}
        after={
          <ul className={blocks.listGrid4} aria-label="Why work with us">
            {perks.map((perk) => (
              <Card as="li" key={perk.title} title={perk.title} description={perk.description} />
            ))}
          </ul>
        }
      />

      <section className={section()} aria-labelledby="roles-title">
        <div className={container}>
          <header className={sectionHeader}>
            <h2 id="roles-title" className={sectionTitle}>
              Open Positions
            </h2>
            <p className={sectionLead}>{jobs.length} open roles. Every role includes a {LEARNING_BUDGET} annual learning budget.</p>
          </header>
          <ul className={s.jobs}>
            {jobs.map((job) => (
              <Card
                as="li"
                key={job.id}
                aria-labelledby={`job-${job.id}`}
                title={<span id={`job-${job.id}`}>{job.title}</span>}
                description={job.description}
                footer={
                  <ButtonLink href="/contact" aria-label={`Apply Now: ${job.title}`}>
                    Apply Now
                  </ButtonLink>
                }
              >
                <ul className={s.meta} aria-label="Role details">
                  <li>
                    <Badge variant="neutral">{job.department}</Badge>
                  </li>
                  <li>
                    <Badge variant="neutral">{job.location}</Badge>
                  </li>
                  <li>
                    <Badge variant="neutral">{job.type}</Badge>
                  </li>
                  {job.draft && (
                    <li>
                      <DraftBadge draft />
                    </li>
                  )}
                </ul>
                <div>
                  <h4 className={s.requirementsTitle}>Requirements</h4>
                  <ul className={s.requirements}>
                    {job.requirements.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </div>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={section({ tone: 'muted' })} aria-labelledby="general-title">
        <div className={container}>
          <div className={s.general}>
            <h2 id="general-title" className={sectionTitle}>
              Don&apos;t See Your Role?
            </h2>
            <p className={sectionLead}>
              We&apos;re always looking for talented people. Send us a general application and tell us how you&apos;d help companies put AI agents to work.
            </p>
            <ButtonLink href="/contact" variant="outline">
              Send General Application
            </ButtonLink>
          </div>
        </div>
      </section>
    </>
  );
}
