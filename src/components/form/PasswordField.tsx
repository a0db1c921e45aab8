import { memo, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import { TextField as RACTextField, type TextFieldProps as RACTextFieldProps } from 'react-aria-components/TextField';
import { cx } from '../cx.ts';
import * as styles from './field.css.ts';
import * as passwordStyles from './PasswordField.css.ts';
import { FieldLabel, FieldMessages, type FieldProps } from './Field.tsx';

export interface PasswordFieldProps extends Omit<RACTextFieldProps, 'children' | 'className' | 'style' | 'type'>, FieldProps {
  /** Names the show/hide button ('Show password' / 'Hide password'); default 'password'. */
  toggleName?: string;
  placeholder?: string;
  className?: string;
}

/**
 * Password input with a show/hide toggle (a real button in the tab order; the input keeps its value,
 * label and validation). The toggle's visible text 'Show'/'Hide' starts its accessible name.
 */
function PasswordFieldKit({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  toggleName = 'password',
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <RACTextField {...props} autoComplete={autoComplete} type={visible ? 'text' : 'password'} className={cx(styles.field, className)}>
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <Group className={styles.control({ kind: 'group' })}>
        <Input placeholder={placeholder} className={passwordStyles.input} />
        <Button
          className={passwordStyles.toggle}
          aria-label={`${visible ? 'Hide' : 'Show'} ${toggleName}`}
          onPress={() => setVisible((v) => !v)}
          isDisabled={props.isDisabled}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </RACTextField>
  );
}

/** Memo: a keystroke elsewhere in the form leaves it alone (src/components/form/Form.tsx). */
export const PasswordField = memo(PasswordFieldKit);
