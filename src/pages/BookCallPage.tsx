import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionTypeInSearch } from '../app/routeParams.ts';
import { sessionTypes, type SessionType } from '../contract/options.ts';
import { Badge } from '../components/Badge.tsx';
import { Button } from '../components/actions/Button.tsx';
import { Card } from '../components/Card.tsx';
import { container, section } from '../design/layout.css.ts';
import type { BookingDetails, BookingFormProps, BookingPrefill } from '../features/booking/BookingForm.tsx';
import { RouteFallback } from '../shell/RouteFallback.tsx';
import { BookingSuccess } from '../features/booking/BookingSuccess.tsx';
import { bookingHandoffFor, clearBookingHandoff } from '../features/concierge/bookingHandoff.ts';
import { SessionTypePicker } from '../features/booking/SessionTypePicker.tsx';
import * as s from '../design/page.css.ts';
import { pageEntryAt, routeMeta } from '../app/meta.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { bookingStep, keepLandingStep, landingStepArgs, markSessionText, markStep } from '../features/booking/landingStep.ts';
import { prefetch } from '../boot/loadOnDemand.ts';
import { lazyWithPreload } from '../boot/lazyWithPreload.tsx';
import { PrerenderScript } from '../boot/PrerenderScript.tsx';
import { HydrationMark } from '../boot/HydrationMark.tsx';

export const meta = routeMeta();

// Shown once a session type is chosen: the form and its date picker are a chunk of their own. Once
// fetched, the form renders at once on the choice (lazyWithPreload): a plain lazy would suspend, and
// React holds a suspended part's reveal for up to 300 ms.
const BookingForm = lazyWithPreload<BookingFormProps>(() =>
  import('../features/booking/BookingForm.tsx').then((m) => ({ default: m.BookingForm })),
);

// A visit that lands here starts the form's code as the page's modules evaluate: with ?type= the form
// is already in the page and hydrates once it arrives, without it the visitor's first tap is nearly
// always the choice of a session. (A client-side navigation evaluates this module before the address
// changes and loads the form when it renders.)
if (typeof window !== 'undefined' && pageEntryAt(window.location.pathname)?.page === 'BookCallPage') {
  prefetch(BookingForm.preload);
}

export default function BookCallPage() {
  const [search] = useSearchParams();
  // ?type= preselects a session, also as the page hydrates: the server's HTML (the prerender's, and the
  // dev server's alike) holds both steps whatever the address, and its inline script has kept the one
  // this render shows (landingStep.ts). `null`: not chosen yet.
  const prerendering = import.meta.env.SSR;
  const [chosen, setSessionType] = useState<SessionType | undefined | null>(null);
  const sessionType = chosen === null && !prerendering ? sessionTypeInSearch(search) : (chosen ?? undefined);
  const formType = sessionType ?? (prerendering ? sessionTypes[0] : undefined);
  const [scheduled, setScheduled] = useState<BookingDetails | null>(null);
  // What the concierge's booking offer carried in this tab (name, email, company), for this type.
  const [prefill, setPrefill] = useState<BookingPrefill>();
  const typeId = sessionType?.id;
  useEffect(() => setPrefill(typeId ? bookingHandoffFor(typeId) : undefined), [typeId]);
  const onScheduled = (details: BookingDetails) => {
    clearBookingHandoff();
    setScheduled(details);
  };
  // After a visitor switches steps, focus goes to the new step's heading (the pressed button is gone).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current) document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [sessionType]);
  const choose = (type: SessionType | undefined) => {
    focusNext.current = type ? 'booking-form-title' : 'session-types-title';
    setSessionType(type);
  };

  return (
    <>
      <PageHeader
        band
        title="Book a Call"
        lead="Talk to an AI automation expert about your processes and leave with clear next steps. No obligation."
      />
      <div className={section()}>
        <div className={container}>
          {scheduled && sessionType && <BookingSuccess sessionType={sessionType} details={scheduled} />}
          {formType && (
            // Hidden, not unmounted, after success: react-aria's pending announcement refers to the
            // submit button by id and must not point at a removed element.
            <div {...markStep(bookingStep.form)} hidden={!sessionType || scheduled !== null}>
              <Card as="section" aria-labelledby="booking-form-title" variant="elevated" padding="lg">
                <div className={s.rowSpread}>
                  <div className={s.stack}>
                    <h2 id="booking-form-title" tabIndex={-1} className={s.h2} {...markSessionText('label')}>
                      {formType.label}
                    </h2>
                    <div className={s.row}>
                      <Badge variant="brand" {...markSessionText('duration')}>
                        {formType.duration}
                      </Badge>
                      <span className={s.muted} {...markSessionText('description')}>
                        {formType.description}
                      </span>
                    </div>
                  </div>
                  <Button variant="outline" onPress={() => choose(undefined)}>
                    Change Session Type
                  </Button>
                </div>
                <Suspense fallback={<RouteFallback />}>
                  <BookingForm sessionType={formType} onScheduled={onScheduled} prefill={prefill} />
                  <HydrationMark />
                </Suspense>
              </Card>
            </div>
          )}
          {!sessionType && (
            <section {...markStep(bookingStep.types)} aria-labelledby="session-types-title" className={s.stackLg}>
              <h2 id="session-types-title" tabIndex={-1} className={s.h2}>
                Choose your session
              </h2>
              <SessionTypePicker onChoose={choose} />
            </section>
          )}
          {prerendering && <PrerenderScript run={keepLandingStep} args={landingStepArgs} />}
        </div>
      </div>
    </>
  );
}
