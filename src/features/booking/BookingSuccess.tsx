// 'Your Call is Scheduled!' (product-rules.md S2): next steps with the entered email, the sales
// address, links to / and /playground. Focus moves to the heading so keyboard users land on it.
import { useEffect, useRef } from 'react';
import type { SessionType } from '../../contract/options.ts';
import { ButtonLink } from '../../components/actions/ButtonLink.tsx';
import { Link } from '../../components/actions/Link.tsx';
import { site } from '../../config/site.ts';
import * as s from '../../design/page.css.ts';
import type { BookingDetails } from './BookingForm.tsx';

export function BookingSuccess({ sessionType, details }: { sessionType: SessionType; details: BookingDetails }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={s.successPanel}>
      <h2 ref={heading} tabIndex={-1} className={s.h2}>
        Your Call is Scheduled!
      </h2>
      <p>
        {`Your ${sessionType.label} (${sessionType.duration}) request is in. Our team confirms it within 24 hours.`}
        {details.date && ` Preferred time: ${details.date}${details.time ? ` at ${details.time}` : ''} ${details.timezone}.`}
      </p>
      <h3 className={s.h3}>What happens next</h3>
      <ol className={s.bulletList}>
        <li>
          A confirmation email is on its way to <strong>{details.email}</strong>.
        </li>
        <li>You will receive a calendar invite within 5 minutes.</li>
        <li>Our team will call you at the scheduled time.</li>
      </ol>
      <p>
        Questions before the call? Email us at <Link href={`mailto:${site.salesEmail}`}>{site.salesEmail}</Link>.
      </p>
      <div className={s.row}>
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/playground" variant="outline">
          Try the Playground
        </ButtonLink>
      </div>
    </div>
  );
}
