import { missingFields, type FieldErrors } from '../../api/fieldErrors.ts';
import { toast, type ToastInput } from '../toast.ts';

/** The required fields of the event registration and call booking forms (product-rules.md S5). */
export const personRequired = { firstName: 'First name', lastName: 'Last name', email: 'Email', company: 'Company' };

/**
 * Checks the required fields before anything is sent: blank ones get their message next to the field
 * and the form's toast shows. True when the form may be sent.
 */
export function requireFields<T extends Record<string, string>>(
  values: T,
  labels: Partial<Record<keyof T, string>>,
  setErrors: (errors: FieldErrors) => void,
  missingToast: ToastInput,
): boolean {
  const missing = missingFields(values, labels);
  if (Object.keys(missing).length === 0) return true;
  setErrors(missing);
  toast(missingToast);
  return false;
}
