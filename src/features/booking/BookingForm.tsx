// Step 2 of /book-call (product-rules.md S3-5, 7, 8): first name, last name, email and company
// required ('Required Fields Missing'), a date not before today, one of the 17 slots, a timezone
// (PST by default), optional details. 'Scheduling...' while pending; on failure 'Booking Error' and
// the form kept, with the server's field messages on a 400.
import { getLocalTimeZone, today, type CalendarDate } from '@internationalized/date';
import { useEffect, useEffectEvent, useState } from 'react';
import type { ValidationResult } from 'react-aria-components/DatePicker';
import type { Key } from 'react-aria-components/ListBox';
import { api } from '../../api/api.ts';
import type { SessionType } from '../../contract/options.ts';
import { Button } from '../../components/actions/Button.tsx';
import { DatePicker } from '../../components/form/DatePicker.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextArea } from '../../components/form/TextArea.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { toast } from '../../components/overlay/toast.ts';
import { toasts } from '../../content/toasts.ts';
import type { RequestOf } from '../../contract/index.ts';
import { companySizes, defaultTimezone, timeSlots, timezones } from '../../contract/options.ts';
import { serverFieldErrors } from '../../api/fieldErrors.ts';
import { personRequired } from '../../components/form/checks.ts';
import { Form } from '../../components/form/Form.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { useRenderInStages } from '../../boot/useRenderInStages.ts';
import * as s from '../../design/page.css.ts';
import { bookingFormLabel } from './landingStep.ts';

export interface BookingDetails {
  email: string;
  date: string;
  time: string;
  timezone: string;
}

type Booking = RequestOf<'booking.schedule'>;

const timeSlotItems = timeSlots.map((slot) => ({ id: slot, label: slot }));
const timezoneLabels: Record<(typeof timezones)[number], string> = {
  PST: 'PST (Pacific Time)',
  MST: 'MST (Mountain Time)',
  CST: 'CST (Central Time)',
  EST: 'EST (Eastern Time)',
};
const timezoneItems = timezones.map((zone) => ({ id: zone, label: timezoneLabels[zone] }));

const emptyText = { firstName: '', lastName: '', email: '', company: '', phone: '', jobTitle: '', goals: '', currentChallenges: '' };
type TextValues = typeof emptyText;

export const bookingCopy = {
  submit: 'Schedule Call',
  pending: 'Scheduling...',
  pastDate: 'Preferred date cannot be earlier than today',
} as const;

const dateMessage = (validation: ValidationResult) =>
  validation.validationDetails.rangeUnderflow ? bookingCopy.pastDate : validation.validationErrors.join(' ');

/** What the form may open with (the concierge's hand-off, issue 63): fills only fields still empty. */
export type BookingPrefill = Partial<Pick<TextValues, 'firstName' | 'lastName' | 'email' | 'company'>>;

export interface BookingFormProps {
  sessionType: SessionType;
  onScheduled: (details: BookingDetails) => void;
  prefill?: BookingPrefill | undefined;
}

export function BookingForm({ sessionType, onScheduled, prefill }: BookingFormProps) {
  const [companySize, setCompanySize] = useState<Key | null>(null);
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [time, setTime] = useState<Key | null>(null);
  const [timezone, setTimezone] = useState<Key | null>(defaultTimezone);
  const [chooseTimezone] = useState(() => (key: Key | null) => setTimezone(key ?? defaultTimezone));
  const [minDate] = useState(() => today(getLocalTimeZone()));
  const form = useForm<TextValues>({
    initial: emptyText,
    required: personRequired,
    missingToast: toasts.requiredFieldsMissing,
    checks: [() => (date && date.compare(today(getLocalTimeZone())) < 0 ? { field: 'preferredDate', message: bookingCopy.pastDate } : undefined)],
  });
  const booking = api.booking.schedule.useMutation();
  // After hydration (the prerendered form is empty), and never over what the visitor typed.
  const fill = useEffectEvent((given: BookingPrefill) => {
    const empty = Object.entries(given).filter(([field, value]) => value && !form.values[field as keyof TextValues]);
    if (empty.length > 0) form.update(Object.fromEntries(empty));
  });
  // Once per hand-off, after hydration (the prerendered form is empty): later keystrokes keep theirs.
  useEffect(() => {
    if (prefill) fill(prefill);
  }, [prefill]);
  // The text fields first, then each react-aria picker in tasks of its own; the button comes last.
  const stage = useRenderInStages(5);

  const send = (text: TextValues) => {
    const body: Booking = {
      callType: sessionType.id,
      firstName: text.firstName,
      lastName: text.lastName,
      email: text.email,
      company: text.company,
      phone: text.phone,
      jobTitle: text.jobTitle,
      companySize: (companySize ?? '') as Booking['companySize'],
      preferredDate: date ? date.toString() : '',
      preferredTime: (time ?? '') as Booking['preferredTime'],
      timezone: (timezone ?? defaultTimezone) as Booking['timezone'],
      goals: text.goals,
      currentChallenges: text.currentChallenges,
      source: 'booking_page',
      submittedAt: new Date().toISOString(),
    };
    booking.mutate(body, {
      onSuccess: () => {
        toast(toasts.callScheduled);
        onScheduled({ email: body.email, date: body.preferredDate ?? '', time: body.preferredTime ?? '', timezone: body.timezone ?? defaultTimezone });
      },
      onError: (error) => {
        form.showErrors(serverFieldErrors(error));
        toast(toasts.bookingError);
      },
    });
  };

  return (
    <Form form={form} onValidSubmit={send} isPending={booking.isPending} aria-label={bookingFormLabel(sessionType.label)}>
      <div className={s.formGrid}>
        <TextField label="First name" autoComplete="given-name" {...form.text('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...form.text('lastName')} />
        <TextField label="Business email" type="email" autoComplete="email" {...form.text('email')} />
        <TextField label="Company" autoComplete="organization" {...form.text('company')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.text('phone')} />
        <TextField label="Job title" autoComplete="organization-title" {...form.text('jobTitle')} />
        {stage >= 2 && (
          <Select
            label="Company size"
            name="companySize"
            placeholder="Select company size"
            items={companySizes}
            selectedKey={companySize}
            onSelectionChange={setCompanySize}
            className={s.span2}
          />
        )}
        {stage >= 3 && (
          <DatePicker
            label="Preferred date"
            name="preferredDate"
            value={date}
            onChange={setDate}
            minValue={minDate}
            granularity="day"
            calendarLabel="Choose a preferred date"
            errorMessage={dateMessage}
          />
        )}
        {stage >= 4 && (
          <Select
            label="Preferred time"
            name="preferredTime"
            placeholder="Select a time"
            items={timeSlotItems}
            selectedKey={time}
            onSelectionChange={setTime}
          />
        )}
        {stage >= 5 && (
          <>
            <Select
              label="Timezone"
              name="timezone"
              items={timezoneItems}
              selectedKey={timezone}
              onSelectionChange={chooseTimezone}
              className={s.span2}
            />
            <TextArea
              label="What would you like to achieve?"
              rows={3}
              placeholder="Your goals for AI automation"
              {...form.text('goals')}
              className={s.span2}
            />
            <TextArea
              label="Current challenges"
              rows={3}
              placeholder="Processes that slow your team down today"
              {...form.text('currentChallenges')}
              className={s.span2}
            />
          </>
        )}
      </div>
      {stage >= 5 && (
        <div className={s.formActions}>
          <Button type="submit" size="lg" isPending={booking.isPending}>
            {booking.isPending ? bookingCopy.pending : bookingCopy.submit}
          </Button>
        </div>
      )}
    </Form>
  );
}
