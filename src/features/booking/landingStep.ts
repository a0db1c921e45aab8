// /book-call?type= opens at the booking form (product-rules.md S3), but the prerendered page is built
// without a query string. Its HTML therefore holds both steps, the form hidden, and this inline
// script, right after them, keeps the one the address asks for before the first paint: the form
// shows, takes typing and holds its submit (ADR 0028) with no script loaded, and the page waits for
// the visitor's first action like every other (ADR 0034). The page's first render in the browser reads
// ?type= as the script did, so React hydrates exactly what the script left.
import { sessionTypes } from '../../contract/options.ts';

/** The attribute each step's root carries, and its values. */
export const bookingStep = { attribute: 'data-booking-step', form: 'form', types: 'types' } as const;
/** The attribute of the form step's texts that name its session type: which text each holds. */
export const sessionTextAttribute = 'data-session-text';
export type SessionText = 'label' | 'duration' | 'description';
const sessionTexts: SessionText[] = ['label', 'duration', 'description'];

/** The form's accessible name for a session type, in the page and in the script. */
export const bookingFormLabel = (label: string) => `${label} booking`;

const texts = Object.fromEntries(
  sessionTypes.map((type) => [type.id, { ...Object.fromEntries(sessionTexts.map((text) => [text, type[text]])), formLabel: bookingFormLabel(type.label) }]),
);

/** The inline script (components/PrerenderScript.tsx). */
export const landingStepScript = `(function () {
  var texts = ${JSON.stringify(texts).replaceAll('<', '\\u003c')};
  var id = new URLSearchParams(location.search).get('type');
  var chosen = Object.prototype.hasOwnProperty.call(texts, id) ? texts[id] : null;
  var step = function (name) { return document.querySelector('[${bookingStep.attribute}="' + name + '"]'); };
  var form = step('${bookingStep.form}');
  if (chosen) {
    step('${bookingStep.types}').remove();
    form.removeAttribute('hidden');
    form.querySelectorAll('[${sessionTextAttribute}]').forEach(function (node) {
      node.textContent = chosen[node.getAttribute('${sessionTextAttribute}')];
    });
    form.querySelector('form').setAttribute('aria-label', chosen.formLabel);
  } else {
    form.remove();
  }
})();`;

/** The marks of a step's root and of a text naming the session type, as props. */
export const markStep = (name: typeof bookingStep.form | typeof bookingStep.types) => ({ [bookingStep.attribute]: name });
export const markSessionText = (text: SessionText) => ({ [sessionTextAttribute]: text });
