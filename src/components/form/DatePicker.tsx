import { memo } from 'react';
import { Button } from 'react-aria-components/Button';
import { Calendar, CalendarCell, CalendarGrid, CalendarGridBody, CalendarGridHeader, CalendarHeaderCell } from 'react-aria-components/Calendar';
import {
  DateInput,
  DatePicker as RACDatePicker,
  DateSegment,
  Group,
  Popover,
  type DatePickerProps as RACDatePickerProps,
  type DateValue,
} from 'react-aria-components/DatePicker';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Button as KitButton } from '../actions/Button.tsx';
import { cx } from '../cx.ts';
import * as styles from './DatePicker.css.ts';
import * as fieldStyles from './field.css.ts';
import { FieldLabel, FieldMessages, type FieldProps } from './Field.tsx';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons.tsx';

export interface DatePickerProps<T extends DateValue>
  extends Omit<RACDatePickerProps<T>, 'children' | 'className' | 'style'>,
    FieldProps {
  className?: string;
  /** Accessible label of the calendar button. */
  calendarLabel?: string;
}

/** Date field with a calendar popover. Use `minValue` (e.g. today(getLocalTimeZone())) to block past dates. */
function DatePickerKit<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  calendarLabel = 'Open calendar',
  ...props
}: DatePickerProps<T>) {
  return (
    <RACDatePicker {...props} className={cx(fieldStyles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={fieldStyles.control({ kind: 'group' })}>
        <DateInput className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <KitButton variant="ghost" size="sm" aria-label={calendarLabel}>
          <CalendarIcon />
        </KitButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={cx(fieldStyles.popover, styles.calendarPopover)} offset={4}>
        <Dialog className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.cell} aria-label="Previous month">
                <ChevronLeftIcon />
              </Button>
              <Heading className={styles.calendarHeading} />
              <Button slot="next" className={styles.cell} aria-label="Next month">
                <ChevronRightIcon />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </RACDatePicker>
  );
}

/** Memo: a keystroke elsewhere in the form leaves it alone (src/components/form/Form.tsx). */
export const DatePicker = memo(DatePickerKit) as typeof DatePickerKit;
