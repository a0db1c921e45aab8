import { useEffect, type RefObject } from 'react';

const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'hidden'].includes(target.type));

/**
 * Keeps a text field's error in place until its value changes (product-rules.md D3, ADR 0012: a form
 * whose submit was refused takes the next click). react-aria re-checks a field on the native `change`
 * event, which fires when focus leaves an edited field: pressing the submit button right after fixing a
 * field removed the error under the pointer, moved the button, and the click landed on empty space.
 * Here a field that shows an error re-checks as it is typed into, and the leaving `change` is kept from
 * react-aria (stopped on its way down, in the capture phase), so a press never changes the layout.
 * `ref` is the form element's; every text field inside has it.
 */
export function useErrorsKeepTheirPlace(ref: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    let rechecking = false;
    const onInput = (event: Event) => {
      const target = event.target;
      if (!isTextEntry(target) || !(target as Element).closest('[data-invalid]')) return;
      rechecking = true;
      target?.dispatchEvent(new Event('change', { bubbles: true }));
      rechecking = false;
    };
    const onChange = (event: Event) => {
      if (!rechecking && isTextEntry(event.target)) event.stopPropagation();
    };
    form.addEventListener('input', onInput);
    form.addEventListener('change', onChange, true);
    return () => {
      form.removeEventListener('input', onInput);
      form.removeEventListener('change', onChange, true);
    };
  }, [ref]);
}
