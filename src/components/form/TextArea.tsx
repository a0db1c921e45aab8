import { memo } from 'react';
import { TextArea as RACTextArea, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components/TextField';
import { cx } from '../cx.ts';
import * as styles from './field.css.ts';
import { FieldLabel, FieldMessages, type FieldProps } from './Field.tsx';

export interface TextAreaProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'style' | 'type'>, FieldProps {
  placeholder?: string;
  rows?: number;
  className?: string;
}

/** Multi-line text input with label, description and error message. */
function TextAreaKit({ label, description, errorMessage, placeholder, rows = 4, className, ...props }: TextAreaProps) {
  return (
    <RACTextField {...props} className={cx(styles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <RACTextArea placeholder={placeholder} rows={rows} className={styles.control({ kind: 'textarea' })} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}

/** Memo: a keystroke elsewhere in the form leaves it alone (src/components/form/Form.tsx). */
export const TextArea = memo(TextAreaKit);
