import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { headScriptState } from '../headScriptState.ts';
import { heldKey, hydratedAttribute } from './heldSubmits.ts';

type HeldSubmits = WeakMap<HTMLFormElement, HTMLElement | null>;

const heldSubmits = () => headScriptState<HeldSubmits>(heldKey);

/**
 * Marks the form hydrated (its submits are its own from now on) and, if the visitor pressed submit
 * before, submits it again once the render that takes what was typed has committed.
 */
export function useHeldSubmit(ref: RefObject<HTMLFormElement | null>): void {
  const [held, setHeld] = useState<{ submitter: HTMLElement | null }>();

  useLayoutEffect(() => {
    const form = ref.current;
    if (!form) return;
    form.setAttribute(hydratedAttribute, '');
    const submits = heldSubmits();
    if (!submits?.has(form)) return;
    setHeld({ submitter: submits.get(form) ?? null });
    submits.delete(form);
  }, [ref]);

  useEffect(() => {
    const form = ref.current;
    if (!held || !form) return;
    const { submitter } = held;
    form.requestSubmit(submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : undefined);
  }, [held, ref]);
}
