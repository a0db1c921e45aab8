import { memo } from 'react';
import { Input, TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components/TextField';
import { cx } from '../cx.ts';
import * as styles from './field.css.ts';
import { FieldLabel, FieldMessages, type FieldProps } from './Field.tsx';

export interface TextFieldProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'style'>, FieldProps {
  placeholder?: string;
  className?: string;
}

/** Single-line text input with label, description and error message. */
function TextFieldKit({ label, description, errorMessage, placeholder, className, ...props }: TextFieldProps) {
  return (
    <RACTextField {...props} className={cx(styles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Input placeholder={placeholder} className={styles.control({ kind: 'input' })} />
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}

/** Memo: a keystroke elsewhere in the form leaves it alone (src/components/form/Form.tsx). */
export const TextField = memo(TextFieldKit);
