// The state half of the one form pattern (docs/CONVENTIONS.md "How to write a form"): the values the
// visitor typed, the one required-fields check, the form's further checks, and the field messages that
// <Form> hands to react-aria (`validationErrors`), whether they come from a check or from the server.
import { useState } from 'react';
import type { FieldErrors } from '../../api/fieldErrors.ts';
import { toast, type ToastInput } from '../overlay/toast.ts';
import { missingFields } from './missingFields.ts';

export type FormValues = Record<string, string | boolean>;

type KeysWith<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/** A message for one field when the (trimmed) values fail, with the toast the form shows then, if any. */
export type FormCheck<T> = (values: T) => { field: string; message: string; toast?: ToastInput } | undefined;

interface FormSetup<T extends FormValues> {
  initial: T;
  /** Required fields and their labels: a blank one gets '<Label> is required'. Marks the field required too. */
  required?: Partial<Record<keyof T, string>>;
  /** The toast shown when a required field is blank. */
  missingToast?: ToastInput;
  /** Run in order once every required field is filled; the first failure refuses the submit. */
  checks?: Array<FormCheck<T>>;
  /** Fields checked and sent exactly as typed, spaces included (passwords); every other text is trimmed. */
  asTyped?: Array<keyof T>;
}

type CheckResult<T> = { ok: true; values: T } | { ok: false; errors: FieldErrors };

const trimmed = <T extends FormValues>(values: T, asTyped: Array<keyof T>) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' && !asTyped.includes(key) ? value.trim() : value]),
  ) as T;

export function useForm<T extends FormValues>({ initial, required = {}, missingToast, checks = [], asTyped = [] }: FormSetup<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // One change handler per field for the form's life, so a keystroke re-renders only its own field.
  const [handlers] = useState(() => new Map<keyof T, (value: T[keyof T]) => void>());
  const handler = <V extends string | boolean>(name: keyof T) => {
    if (!handlers.has(name)) handlers.set(name, (value) => setValues((current) => ({ ...current, [name]: value })));
    return handlers.get(name) as unknown as (value: V) => void;
  };

  /** Props binding a text value to a kit TextField, TextArea or PasswordField. */
  const text = (name: KeysWith<T, string>) => ({
    name,
    value: values[name] as string,
    onChange: handler<string>(name),
    isRequired: name in required,
  });

  /** Props binding a yes/no value to a kit Checkbox. */
  const checkbox = (name: KeysWith<T, boolean>) => ({
    name,
    isSelected: values[name] as boolean,
    onChange: handler<boolean>(name),
    isRequired: name in required,
  });

  /** The required check, then the others: shows the first refusal's messages and toast. */
  const check = (): CheckResult<T> => {
    const current = trimmed(values, asTyped);
    const missing = missingFields(current, required);
    if (Object.keys(missing).length > 0) return refuse(missing, missingToast);
    for (const run of checks) {
      const failure = run(current);
      if (failure) return refuse({ [failure.field]: failure.message }, failure.toast);
    }
    setErrors({});
    return { ok: true, values: current };
  };

  const refuse = (found: FieldErrors, refusedToast?: ToastInput): CheckResult<T> => {
    setErrors(found);
    if (refusedToast) toast(refusedToast);
    return { ok: false, errors: found };
  };

  return {
    values,
    errors,
    text,
    checkbox,
    check,
    /** Sets some values (e.g. clears the passwords after a submit). */
    update: (changes: Partial<T>) => setValues((current) => ({ ...current, ...changes })),
    /** Back to the initial values, without messages (after a successful send). */
    reset: () => {
      setValues(initial);
      setErrors({});
    },
    /** Shows messages found elsewhere: the server's, mapped by `serverFieldErrors` (src/api/fieldErrors.ts). */
    showErrors: setErrors,
  };
}

export type FormState<T extends FormValues> = ReturnType<typeof useForm<T>>;
