import type { ReactNode } from 'react';
import { FieldError, type ValidationResult } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import * as styles from './field.css.ts';

/** Props every labelled form field of the kit shares. */
export interface FieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when the field is invalid (`isInvalid`, or a failed validation); a function gets the validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/** The label, with a visual required marker (the input itself carries `required` for assistive tech). */
export function FieldLabel({ children, isRequired }: { children: ReactNode; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span aria-hidden="true" className={styles.requiredMarker}>
          *
        </span>
      )}
    </Label>
  );
}

/** Description and error message, wired to the field by RAC slots. */
export function FieldMessages({ description, errorMessage }: Pick<FieldProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}
