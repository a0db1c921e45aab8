// The words of the concierge's hand-off (issue 63) that the browser needs too: the controls' labels,
// the message the "have someone contact me" control sends, and what the visitor said of themselves
// (name, email, company) for the booking form. Free of zod, so the concierge's chunk stays light: the
// address is only recognised here; handoff.ts checks it with the contract's email rule.
import { sessionTypes } from '../../contract/options.ts';

/** The message the "have someone contact me" control sends. */
export const FOLLOW_UP_REQUEST = 'Please have someone contact me.';

/** The control that opens /book-call with the offered session (ReplyActions.tsx shows it under the reply). */
export const bookingControlLabel = (id: string) => `Book the ${sessionTypes.find((type) => type.id === id)?.label ?? 'call'}`;
export const FOLLOW_UP_CONTROL_LABEL = 'Have someone contact me';

/** What the visitor said of themselves in the conversation: for the booking form and the follow-up lead. */
export interface VisitorContact {
  name?: string;
  email?: string;
  company?: string;
}

/** An address-like word (bounded, so a long line cannot make it slow). */
const ADDRESS = /[^\s<>()[\],;:"]{1,64}@[^\s<>()[\],;:"]{1,255}/g;
const NAME = /\b(?:[Ii] am|[Ii]['’]m|[Mm]y name is|[Tt]his is|[Nn]ame:)\s+(\p{Lu}[\p{L}\p{M}'-]{0,40}(?:\s+\p{Lu}[\p{L}\p{M}'-]{0,40})?)/u;
const COMPANY = /\b(?:[Ff]rom|at|[Ww]ork(?:ing)? (?:for|at)|[Cc]ompany is|[Cc]ompany:)\s+(\p{Lu}[\p{L}\p{M}\p{N}&'-]{0,40}(?:\.[\p{L}\p{N}]{1,10}){0,3}(?:\s+\p{Lu}[\p{L}\p{M}\p{N}&'-]{0,40}(?:\.[\p{L}\p{N}]{1,10}){0,3}){0,2})/u;
/** Without the trailing characters of `set` (a loop: a regex anchored at the end is quadratic). */
function trimTrailing(text: string, set: string): string {
  let end = text.length;
  while (end > 0 && set.includes(text[end - 1]!)) end -= 1;
  return text.slice(0, end);
}
const trimEnd = (text: string) => trimTrailing(text, ".,'-");

/** The first address-like word of a message, without the sentence's closing punctuation. */
export function addressLike(message: string): string | undefined {
  const found = message.match(ADDRESS)?.[0];
  return found === undefined ? undefined : trimTrailing(found, '.!?');
}

/**
 * Name, email and company from what the visitor wrote, the latest mention of each winning. `checkEmail`
 * (the server's and the mock's: the contract's rule) keeps only a valid address; without it, any.
 */
export function contactFromText(visitorText: readonly string[], checkEmail: (candidate: string) => string | undefined = (candidate) => candidate): VisitorContact {
  const contact: VisitorContact = {};
  for (const text of visitorText) {
    const candidate = addressLike(text);
    const address = candidate === undefined ? undefined : checkEmail(candidate);
    if (address) contact.email = address;
    const name = text.match(NAME)?.[1];
    if (name) contact.name = trimEnd(name);
    // Only where visitors speak of themselves: "What did you do for Helix Health?" names no company of theirs.
    const aboutThemselves = name !== undefined || candidate !== undefined || /\b(?:company|work(?:ing)? (?:for|at))\b/i.test(text);
    const company = aboutThemselves ? text.replace(ADDRESS, ' ').match(COMPANY)?.[1] : undefined;
    if (company) contact.company = trimEnd(company);
  }
  return contact;
}
