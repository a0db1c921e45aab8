import { Card } from '../components/Card.tsx';
import { Link } from '../components/actions/Link.tsx';
import { contactCopy, contactDetails, contactPromises } from '../content/contact.ts';
import { container, section } from '../design/layout.css.ts';
import { ContactForm } from '../features/contact/ContactForm.tsx';
import * as s from '../design/page.css.ts';
import { routeMeta } from '../app/meta.ts';
import { PageHeader } from '../components/PageHeader.tsx';

export const meta = routeMeta();

export default function ContactPage() {
  return (
    <>
      <PageHeader band title={contactCopy.title} lead={contactCopy.lead} />
      <div className={section()}>
        <div className={`${container} ${s.twoColumn}`}>
          <Card as="section" aria-labelledby="contact-form-title" variant="elevated" padding="lg">
            <div className={s.stack}>
              <h2 id="contact-form-title" className={s.h2}>
                {contactCopy.formTitle}
              </h2>
              <p className={s.muted}>{contactCopy.formIntro}</p>
            </div>
            <ContactForm />
          </Card>
          <div className={s.stackLg}>
            <Card as="section" aria-labelledby="contact-details-title" title={<span id="contact-details-title">Contact Information</span>} headingLevel={2}>
              <dl className={s.definitionList}>
                {contactDetails.map((detail) => (
                  <div key={detail.label} className={s.contents}>
                    <dt className={s.term}>{detail.label}</dt>
                    <dd className={s.definition}>
                      {'href' in detail ? <Link href={detail.href}>{detail.value}</Link> : detail.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
            <Card as="section" aria-labelledby="contact-promise-title" variant="muted" title={<span id="contact-promise-title">What to expect</span>} headingLevel={2}>
              <ul className={s.checkList}>
                {contactPromises.map((promise) => (
                  <li key={promise} className={s.checkItem}>
                    <span aria-hidden="true" className={s.checkMark}>
                      ✓
                    </span>
                    {promise}
                  </li>
                ))}
              </ul>
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}
