import type { FieldErrors } from '../../api/fieldErrors.ts';

/** The required fields left blank (empty or spaces, or an unticked box), as `{ field: '<Label> is required' }`. */
export function missingFields<T extends Record<string, string | boolean>>(values: T, required: Partial<Record<keyof T, string>>): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, label] of Object.entries(required) as Array<[keyof T & string, string]>) {
    const value = values[key];
    if (typeof value === 'boolean' ? !value : !value?.trim()) result[key] = `${label} is required`;
  }
  return result;
}
