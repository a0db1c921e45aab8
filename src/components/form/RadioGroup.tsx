import type { ReactNode } from 'react';
import { Radio, RadioGroup as RACRadioGroup, type RadioGroupProps as RACRadioGroupProps } from 'react-aria-components/RadioGroup';
import { cx } from '../cx.ts';
import * as fieldStyles from './field.css.ts';
import { FieldLabel, FieldMessages, type FieldProps } from './Field.tsx';
import * as styles from './RadioGroup.css.ts';

export interface RadioItem {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'className' | 'style'>, FieldProps {
  items: readonly RadioItem[];
  className?: string;
  /** Optional content after the options. */
  children?: ReactNode;
}

/** Single choice shown as selectable cards (RAC RadioGroup): arrow keys move, the group is one tab stop. */
export function RadioGroup({ label, description, errorMessage, items, className, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={cx(styles.group, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {items.map((item) => (
          <Radio key={item.id} value={item.id} isDisabled={item.isDisabled} className={styles.radio}>
            <span aria-hidden="true" className={styles.indicator} />
            {item.label}
          </Radio>
        ))}
      </div>
      {children}
      <div className={fieldStyles.field}>
        <FieldMessages description={description} errorMessage={errorMessage} />
      </div>
    </RACRadioGroup>
  );
}
