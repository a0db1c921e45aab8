import { useLayoutEffect, type RefObject } from 'react';
import type { FormState, FormValues } from './useForm.ts';

/** The fields of `form` holding something else than `values`: what the visitor typed or ticked. */
function valuesInFields<T extends FormValues>(form: HTMLFormElement, values: T): Partial<T> {
  const typed: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (typeof value === 'boolean' && field instanceof HTMLInputElement && field.type === 'checkbox') {
      if (field.checked !== value) typed[name] = field.checked;
    } else if (typeof value === 'string' && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      if (field.value !== value) typed[name] = field.value;
    }
  }
  return typed as Partial<T>;
}

/**
 * Keeps what the visitor typed into the prerendered form before the page hydrated (a phone shows the
 * form before its code has run). React hydrates a field without touching what it
 * holds, but the form's values are still the initial ones, and the next render would blank the field.
 * Before that render (a layout effect of the hydrating commit), the fields' contents become the values.
 */
export function useTypedBeforeHydration<T extends FormValues>(ref: RefObject<HTMLFormElement | null>, form: FormState<T>): void {
  useLayoutEffect(() => {
    if (!ref.current) return;
    const typed = valuesInFields(ref.current, form.values);
    if (Object.keys(typed).length > 0) form.update(typed);
    // Once, as the form mounts: later, the fields and the values change together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
