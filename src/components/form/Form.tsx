// The one form of the site: react-aria's Form with aria validation, the messages of useForm as its
// `validationErrors`, the lost-click fix, what was typed before hydration, and a submit that runs the
// checks first. A refused submit sends nothing, keeps every value and focuses the first field with a
// message (as a browser does). Its method is "dialog": outside a <dialog> the browser's own submit does
// nothing, so a submit pressed before the form has hydrated neither leaves the page (a static host has
// no page to answer a POST) nor puts what was typed (a password) into an address (ADR 0053).
import { useLayoutEffect, useRef, type FormEvent } from 'react';
import { FormContext, Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components/Form';
import { useErrorsKeepTheirPlace } from './useErrorsKeepTheirPlace.ts';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts';
import type { FormState, FormValues } from './useForm.ts';

interface FormProps<T extends FormValues> extends Omit<RACFormProps, 'onSubmit' | 'validationErrors' | 'validationBehavior'> {
  form: FormState<T>;
  /** Called with the trimmed values once every check passes. */
  onValidSubmit: (values: T) => void;
  /** While true a submit does nothing (the call is under way). */
  isPending?: boolean;
}

function focusField(form: HTMLFormElement, name: string | undefined) {
  const found = name ? form.elements.namedItem(name) : null;
  const field = found instanceof RadioNodeList ? found[0] : found;
  if (field instanceof HTMLElement) field.focus();
}

/**
 * What react-aria's fields read from their form, as one object for the page's life. RACForm hands its
 * fields a new context object on every render, so a keystroke in one field re-rendered every field
 * and picker of the form; with this one, only the field typed in renders (the kit's fields are memo).
 */
const ariaValidation = { validationBehavior: 'aria' } as const;

export function Form<T extends FormValues>({ form, onValidSubmit, isPending = false, ...props }: FormProps<T>) {
  const ref = useRef<HTMLFormElement>(null);
  useErrorsKeepTheirPlace(ref);
  useTypedBeforeHydration(ref, form);
  // From now on react-aria draws the focus ring (field.css.ts draws it before).
  useLayoutEffect(() => ref.current?.setAttribute('data-hydrated', ''), []);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const result = form.check();
    if (result.ok) onValidSubmit(result.values);
    else focusField(event.currentTarget, Object.keys(result.errors)[0]);
  };
  return (
    <RACForm method="dialog" {...props} ref={ref} onSubmit={onSubmit} validationBehavior="aria" validationErrors={form.errors}>
      <FormContext.Provider value={ariaValidation}>{props.children}</FormContext.Provider>
    </RACForm>
  );
}
