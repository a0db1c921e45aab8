import { lazy, useEffect, useRef, useState } from 'react';
import { SuspenseKeepingHeight } from '../boot/SuspenseKeepingHeight.tsx';
import { useParams, type MetaFunction } from 'react-router-dom';
import { pageMeta, pagePath, siteUrl } from '../app/meta.ts';
import { ogImagePath } from '../app/ogImages.ts';
import { slugParam } from '../app/routeParams.ts';
import { isoDateTime, organization } from '../app/structuredData.ts';
import { Avatar, withAvatar } from '../components/Avatar.tsx';
import { Badge } from '../components/Badge.tsx';
import { DraftBadge } from '../components/DraftBadge.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { Card } from '../components/Card.tsx';
import { ContentHtml } from '../components/ContentHtml.tsx';
import { findEvent, spotsLeft, type EventEntry } from '../content/events.ts';
import { container, section } from '../design/layout.css.ts';
import { CoverImage } from '../features/resources/CoverImage.tsx';
import * as s from '../design/page.css.ts';

// In the prerendered HTML at once; the form's code (many fields) hydrates it after the page.
const EventRegistrationForm = lazy(() =>
  import('../features/event/EventRegistrationForm.tsx').then((m) => ({ default: m.EventRegistrationForm })),
);

export const meta: MetaFunction = ({ params, location }) => {
  const event = findEvent(slugParam(params));
  if (!event) return pageMeta({ title: 'Event Not Found', description: "The event you're looking for doesn't exist.", noindex: true });
  const path = pagePath(location.pathname);
  const image = ogImagePath.event(event.id);
  return pageMeta({
    path,
    title: event.title,
    description: event.description,
    image,
    parents: [{ name: 'Resources', path: '/resources' }],
    structuredData: [
      {
        '@type': 'Event',
        name: event.title,
        description: event.description,
        startDate: isoDateTime(event.date, event.time),
        url: `${siteUrl}${path}`,
        image: `${siteUrl}${image}`,
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        location: { '@type': 'VirtualLocation', url: `${siteUrl}${path}` },
        organizer: organization(siteUrl),
        performer: event.speakers.map((s) => ({ '@type': 'Person', name: s.name, jobTitle: s.role })),
      },
    ],
  });
};

export default function EventPage() {
  const event = findEvent(slugParam(useParams()));
  // Keyed by id: moving to another event starts with a fresh form.
  return event ? <EventDetails key={event.id} event={event} /> : <EventNotFound />;
}

function EventNotFound() {
  return (
    <div className={`${container} ${s.centered}`}>
      <PageHeader title="Event Not Found" lead="The event you're looking for doesn't exist.">
        <ButtonLink href="/resources">Back to Resources</ButtonLink>
      </PageHeader>
    </div>
  );
}

function EventDetails({ event }: { event: EventEntry }) {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        band
        eyebrow={
          <>
            <Badge variant={event.color}>{event.type}</Badge>
            <DraftBadge draft={event.draft} />
          </>
        }
        title={event.title}
        lead={event.description}
      />
      <div className={section()}>
        <div className={`${container} ${s.twoColumn}`}>
          <div className={s.stackLg}>
            <Card as="section" aria-labelledby="event-facts-title" variant="muted">
              <h2 id="event-facts-title" className={s.h3}>
                Event details
              </h2>
              <dl className={s.definitionList}>
                <dt className={s.term}>Date and time</dt>
                <dd className={s.definition}>
                  {event.date} at {event.time}
                </dd>
                <dt className={s.term}>Duration and format</dt>
                <dd className={s.definition}>
                  {event.duration} · {event.format}
                </dd>
                <dt className={s.term}>Registered</dt>
                <dd className={s.definition}>{event.registered} registered</dd>
                <dt className={s.term}>Spots left</dt>
                <dd className={s.definition}>{spotsLeft(event)} spots left</dd>
                <dt className={s.term}>Location</dt>
                <dd className={s.definition}>Join from anywhere</dd>
              </dl>
            </Card>
            <CoverImage image={event.image} eager />
            <section aria-labelledby="event-about-title" className={s.stack}>
              <h2 id="event-about-title" className={s.h2}>
                About this event
              </h2>
              <ContentHtml html={event.html} />
            </section>
            <section aria-labelledby="event-agenda-title" className={s.stack}>
              <h2 id="event-agenda-title" className={s.h2}>
                Agenda
              </h2>
              <ol className={s.bulletList}>
                {event.agenda.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            </section>
            <section aria-labelledby="event-speakers-title" className={s.stack}>
              <h2 id="event-speakers-title" className={s.h2}>
                Speakers
              </h2>
              <ul className={s.checkList}>
                {event.speakers.map((speaker) => (
                  <li key={speaker.name} className={withAvatar}>
                    <Avatar name={speaker.name} />
                    <span>
                      <strong>{speaker.name}</strong>
                      <span className={s.muted}>, {speaker.role}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="event-benefits-title" className={s.stack}>
              <h2 id="event-benefits-title" className={s.h2}>
                What You'll Gain
              </h2>
              <ul className={s.checkList}>
                {event.benefits.map((benefit) => (
                  <li key={benefit} className={s.checkItem}>
                    <span aria-hidden="true" className={s.checkMark}>
                      ✓
                    </span>
                    {benefit}
                  </li>
                ))}
              </ul>
              <h3 className={s.h3}>Before you join</h3>
              <ul className={s.bulletList}>
                {event.prerequisites.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          </div>
          <div>
            {registeredEmail && <RegistrationConfirmed event={event} email={registeredEmail} />}
            {/* Hidden, not unmounted, after success: react-aria's pending announcement refers to the
                submit button by id and must not point at a removed element. */}
            <div hidden={registeredEmail !== null}>
              <Card as="section" aria-labelledby="event-form-title" variant="elevated">
                <h2 id="event-form-title" className={s.h2}>
                  Register for this event
                </h2>
                <p className={s.small}>Fields marked * are required. Registration is free.</p>
                <SuspenseKeepingHeight>
                  <EventRegistrationForm event={event} onRegistered={setRegisteredEmail} />
                </SuspenseKeepingHeight>
              </Card>
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

function RegistrationConfirmed({ event, email }: { event: EventEntry; email: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="event-confirmed-title" className={s.successPanel}>
      <h2 id="event-confirmed-title" ref={heading} tabIndex={-1} className={s.h2}>
        Registration Confirmed!
      </h2>
      <p>You're registered for {event.title}.</p>
      <dl className={s.definitionList}>
        <dt className={s.term}>Date and time</dt>
        <dd className={s.definition}>
          {event.date} at {event.time}
        </dd>
        <dt className={s.term}>Duration</dt>
        <dd className={s.definition}>{event.duration}</dd>
        <dt className={s.term}>Confirmation sent to</dt>
        <dd className={s.definition}>{email}</dd>
      </dl>
      <div className={s.row}>
        <ButtonLink href="/resources" variant="outline">
          Browse Resources
        </ButtonLink>
        <ButtonLink href="/contact">Schedule Consultation</ButtonLink>
      </div>
    </section>
  );
}
