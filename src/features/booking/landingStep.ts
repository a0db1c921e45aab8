// /book-call?type= opens at the booking form (product-rules.md S3), but the prerendered page is built
// without a query string. Its HTML therefore holds both steps, the form hidden, and an inline script
// (`keepLandingStep`), right after them, keeps the one the address asks for before the first paint.
// The page's first render in the browser reads ?type= as the script did, so React hydrates exactly
// what the script left.
import { sessionTypes } from '../../contract/options.ts';

/** The attribute each step's root carries, and its values. */
export const bookingStep = { attribute: 'data-booking-step', form: 'form', types: 'types' } as const;
/** The attribute of the form step's texts that name its session type: which text each holds. */
export const sessionTextAttribute = 'data-session-text';
export type SessionText = 'label' | 'duration' | 'description';
const sessionTexts: SessionText[] = ['label', 'duration', 'description'];

/** The form's accessible name for a session type, in the page and in the script. */
export const bookingFormLabel = (label: string) => `${label} booking`;

type StepTexts = Record<string, Record<SessionText | 'formLabel', string>>;

/** What the script needs: each session type's texts and the marks of the page. */
export const landingStepArgs: [StepTexts, typeof bookingStep, string] = [
  Object.fromEntries(
    sessionTypes.map((type) => [type.id, { ...(Object.fromEntries(sessionTexts.map((text) => [text, type[text]])) as Record<SessionText, string>), formLabel: bookingFormLabel(type.label) }]),
  ),
  bookingStep,
  sessionTextAttribute,
];

/** Runs inline (boot/PrerenderScript.tsx) with `landingStepArgs`, before the first paint. */
export function keepLandingStep(texts: StepTexts, step: typeof bookingStep, textAttribute: string): void {
  const id = new URLSearchParams(location.search).get('type');
  const chosen = id !== null && Object.hasOwn(texts, id) ? texts[id] : undefined;
  const root = (name: string) => document.querySelector(`[${step.attribute}="${name}"]`);
  const form = root(step.form);
  if (!chosen) {
    form?.remove();
    return;
  }
  root(step.types)?.remove();
  form?.removeAttribute('hidden');
  for (const node of form?.querySelectorAll(`[${textAttribute}]`) ?? []) {
    node.textContent = chosen[node.getAttribute(textAttribute) as SessionText];
  }
  form?.querySelector('form')?.setAttribute('aria-label', chosen.formLabel);
}

/** The marks of a step's root and of a text naming the session type, as props. */
export const markStep = (name: typeof bookingStep.form | typeof bookingStep.types) => ({ [bookingStep.attribute]: name });
export const markSessionText = (text: SessionText) => ({ [sessionTextAttribute]: text });
