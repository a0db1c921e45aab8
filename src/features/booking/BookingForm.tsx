// Step 2 of /book-call (product-rules.md S3-5, 7, 8): first name, last name, email and company
// required ('Required Fields Missing'), a date not before today, one of the 17 slots, a timezone
// (PST by default), optional details. 'Scheduling...' while pending; on failure 'Booking Error' and
// the form kept, with the server's field messages on a 400.
import { getLocalTimeZone, today, type CalendarDate } from '@internationalized/date';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import type { Key } from 'react-aria-components/ListBox';
import { useBooking } from '../../api/hooks.ts';
import type { SessionType } from '../../contract/options.ts';
import { Button } from '../../components/Button.tsx';
import { DatePicker } from '../../components/DatePicker.tsx';
import { Select } from '../../components/Select.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toast } from '../../components/toast.ts';
import { toasts } from '../../content/toasts.ts';
import type { RequestOf } from '../../contract/index.ts';
import { companySizes, defaultTimezone, timeSlots, timezones } from '../../contract/options.ts';
import { useTextFields } from '../../components/form/useTextFields.ts';
import { serverFieldErrors, type FieldErrors } from '../../api/fieldErrors.ts';
import { personRequired, requireFields } from '../../components/form/requireFields.ts';
import * as s from '../../design/page.css.ts';

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

export interface BookingFormProps {
  sessionType: SessionType;
  onScheduled: (details: BookingDetails) => void;
}

export function BookingForm({ sessionType, onScheduled }: BookingFormProps) {
  const { values: text, field } = useTextFields<TextValues>(emptyText);
  const [companySize, setCompanySize] = useState<Key | null>(null);
  const [date, setDate] = useState<CalendarDate | null>(null);
  const [time, setTime] = useState<Key | null>(null);
  const [timezone, setTimezone] = useState<Key | null>(defaultTimezone);
  const [errors, setErrors] = useState<FieldErrors>({});
  const booking = useBooking();
  const minDate = today(getLocalTimeZone());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (booking.isPending) return;
    if (!requireFields(text, personRequired, setErrors, toasts.requiredFieldsMissing)) return;
    if (date && date.compare(today(getLocalTimeZone())) < 0) {
      setErrors({ preferredDate: bookingCopy.pastDate });
      return;
    }
    setErrors({});
    const body: Booking = {
      callType: sessionType.id,
      firstName: text.firstName.trim(),
      lastName: text.lastName.trim(),
      email: text.email.trim(),
      company: text.company.trim(),
      phone: text.phone.trim(),
      jobTitle: text.jobTitle.trim(),
      companySize: (companySize ?? '') as Booking['companySize'],
      preferredDate: date ? date.toString() : '',
      preferredTime: (time ?? '') as Booking['preferredTime'],
      timezone: (timezone ?? defaultTimezone) as Booking['timezone'],
      goals: text.goals.trim(),
      currentChallenges: text.currentChallenges.trim(),
      source: 'booking_page',
      submittedAt: new Date().toISOString(),
    };
    booking.mutate(body, {
      onSuccess: () => {
        toast(toasts.callScheduled);
        onScheduled({ email: body.email, date: body.preferredDate ?? '', time: body.preferredTime ?? '', timezone: body.timezone ?? defaultTimezone });
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast(toasts.bookingError);
      },
    });
  };

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" validationErrors={errors} aria-label={`${sessionType.label} booking`}>
      <div className={s.formGrid}>
        <TextField label="First name" autoComplete="given-name" isRequired {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" isRequired {...field('lastName')} />
        <TextField label="Business email" type="email" autoComplete="email" isRequired {...field('email')} />
        <TextField label="Company" autoComplete="organization" isRequired {...field('company')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextField label="Job title" autoComplete="organization-title" {...field('jobTitle')} />
        <Select
          label="Company size"
          name="companySize"
          placeholder="Select company size"
          items={companySizes}
          selectedKey={companySize}
          onSelectionChange={setCompanySize}
          className={s.span2}
        />
        <DatePicker
          label="Preferred date"
          name="preferredDate"
          value={date}
          onChange={setDate}
          minValue={minDate}
          granularity="day"
          calendarLabel="Choose a preferred date"
          errorMessage={(validation) => (validation.validationDetails.rangeUnderflow ? bookingCopy.pastDate : validation.validationErrors.join(' '))}
        />
        <Select
          label="Preferred time"
          name="preferredTime"
          placeholder="Select a time"
          items={timeSlotItems}
          selectedKey={time}
          onSelectionChange={setTime}
        />
        <Select
          label="Timezone"
          name="timezone"
          items={timezoneItems}
          selectedKey={timezone}
          onSelectionChange={(key) => setTimezone(key ?? defaultTimezone)}
          className={s.span2}
        />
        <TextArea
          label="What would you like to achieve?"
          rows={3}
          placeholder="Your goals for AI automation"
          {...field('goals')}
          className={s.span2}
        />
        <TextArea
          label="Current challenges"
          rows={3}
          placeholder="Processes that slow your team down today"
          {...field('currentChallenges')}
          className={s.span2}
        />
      </div>
      <div className={s.formActions}>
        <Button type="submit" size="lg" isPending={booking.isPending}>
          {booking.isPending ? bookingCopy.pending : bookingCopy.submit}
        </Button>
      </div>
    </Form>
  );
}
