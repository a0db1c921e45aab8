import { memo, type ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components/Checkbox';
import * as styles from './Checkbox.css.ts';
import * as fieldStyles from './field.css.ts';
import { FieldMessages, type FieldProps } from './Field.tsx';
import { CheckIcon } from '../icons.tsx';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style'>,
    Pick<FieldProps, 'description' | 'errorMessage'> {
  /** The label. */
  children: ReactNode;
  className?: string;
}

/** Checkbox with its label; optional description and error message (e.g. required terms). */
function CheckboxKit({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <CheckboxField {...props} className={className ?? styles.field}>
      <CheckboxButton className={styles.button}>
        <span className={styles.box} aria-hidden="true">
          <span className={styles.check}>
            <CheckIcon />
          </span>
        </span>
        <span>
          {children}
          {props.isRequired && (
            <span aria-hidden="true" className={fieldStyles.requiredMarker}>
              *
            </span>
          )}
        </span>
      </CheckboxButton>
      <div className={styles.messages}>
        <FieldMessages description={description} errorMessage={errorMessage} />
      </div>
    </CheckboxField>
  );
}

/** Memo: a keystroke elsewhere in the form leaves it alone (src/components/form/Form.tsx). */
export const Checkbox = memo(CheckboxKit);
