import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionTypeInSearch } from '../app/routeParams.ts';
import type { SessionType } from '../contract/options.ts';
import { Badge } from '../components/Badge.tsx';
import { Button } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import { container, section } from '../design/layout.css.ts';
import type { BookingDetails } from '../features/booking/BookingForm.tsx';
import { RouteFallback } from '../shell/RouteFallback.tsx';
import { BookingSuccess } from '../features/booking/BookingSuccess.tsx';
import { SessionTypePicker } from '../features/booking/SessionTypePicker.tsx';
import * as s from '../design/page.css.ts';
import { pageEntryAt, routeMeta } from '../app/meta.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { useHydrated } from '../components/useHydrated.ts';
import { prefetch } from '../components/loadOnDemand.ts';

export const meta = routeMeta();

// Shown once a session type is chosen: the form and its date picker load then, not with the page.
const loadBookingForm = () => import('../features/booking/BookingForm.tsx');
const BookingForm = lazy(() => loadBookingForm().then((m) => ({ default: m.BookingForm })));

// A visit that lands here starts the form's code now, while the page's modules evaluate, not after
// hydration: with ?type= the form shows as soon as the page hydrates, and without it the page's
// scripts load at the visitor's first action (ADR 0034), here nearly always the choice of a session.
// (A client-side navigation evaluates this module before the address changes and loads the form when
// it renders, as before.)
if (typeof window !== 'undefined' && pageEntryAt(window.location.pathname)?.page === 'BookCallPage') {
  prefetch(loadBookingForm);
}

export default function BookCallPage() {
  const [search] = useSearchParams();
  // ?type= preselects a session once the page is hydrated (the prerendered HTML has no query string);
  // `null` means the visitor has not chosen yet.
  const fromUrl = useHydrated() ? sessionTypeInSearch(search) : undefined;
  const [chosen, setSessionType] = useState<SessionType | undefined | null>(null);
  const sessionType = chosen === null ? fromUrl : chosen;
  const [scheduled, setScheduled] = useState<BookingDetails | null>(null);
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
          {sessionType ? (
            // Hidden, not unmounted, after success: react-aria's pending announcement refers to the
            // submit button by id and must not point at a removed element.
            <div hidden={scheduled !== null}>
              <Card as="section" aria-labelledby="booking-form-title" variant="elevated" padding="lg">
                <div className={s.rowSpread}>
                  <div className={s.stack}>
                    <h2 id="booking-form-title" tabIndex={-1} className={s.h2}>
                      {sessionType.label}
                    </h2>
                    <div className={s.row}>
                      <Badge variant="brand">{sessionType.duration}</Badge>
                      <span className={s.muted}>{sessionType.description}</span>
                    </div>
                  </div>
                  <Button variant="outline" onPress={() => choose(undefined)}>
                    Change Session Type
                  </Button>
                </div>
                <Suspense fallback={<RouteFallback />}>
                  <BookingForm sessionType={sessionType} onScheduled={setScheduled} />
                </Suspense>
              </Card>
            </div>
          ) : (
            <section aria-labelledby="session-types-title" className={s.stackLg}>
              <h2 id="session-types-title" tabIndex={-1} className={s.h2}>
                Choose your session
              </h2>
              <SessionTypePicker onChoose={choose} />
            </section>
          )}
        </div>
      </div>
    </>
  );
}
