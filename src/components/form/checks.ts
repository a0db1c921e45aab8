import { emailPattern } from '../../contract/formats.ts';
import type { ToastInput } from '../overlay/toast.ts';
import type { FormCheck } from './useForm.ts';

/** The message of a malformed address, as the contract words it. */
export const invalidEmailMessage = 'Enter a valid email address';

/** The field holds an address the contract's simple pattern accepts (linear time, see formats.ts). */
export function validEmail<T extends Record<string, string | boolean>>(field: keyof T & string, refusedToast?: ToastInput): FormCheck<T> {
  return (values) => (emailPattern.test(String(values[field])) ? undefined : { field, message: invalidEmailMessage, toast: refusedToast });
}

/** The required fields of the event registration and call booking forms (product-rules.md S5). */
export const personRequired = { firstName: 'First name', lastName: 'Last name', email: 'Email', company: 'Company' };
