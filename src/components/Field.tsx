import { useEffect, useRef, type ReactNode } from 'react';
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

/**
 * Keeps a field's error in place until its value changes (product-rules.md D3: a form whose
 * submit failed validation takes the next click). react-aria re-checks a field on the native
 * `change` event, which fires when focus leaves an edited field: pressing the submit button right
 * after fixing a field removed the error under the pointer, moved the button, and the click
 * landed on empty space. Here the field re-checks as it is typed into while it shows an error, and
 * the leaving `change` is kept from react-aria, so a press never changes the layout. New errors still
 * show on submit (the `invalid` event), as before. Put the ref on the RAC field's root element.
 */
export function useErrorsKeepTheirPlace<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let rechecking = false;
    const onInput = (event: Event) => {
      if (!root.hasAttribute('data-invalid')) return;
      rechecking = true;
      event.target?.dispatchEvent(new Event('change', { bubbles: true }));
      rechecking = false;
    };
    const onChange = (event: Event) => {
      if (!rechecking) event.stopPropagation();
    };
    root.addEventListener('input', onInput);
    root.addEventListener('change', onChange, true);
    return () => {
      root.removeEventListener('input', onInput);
      root.removeEventListener('change', onChange, true);
    };
  }, []);
  return ref;
}
