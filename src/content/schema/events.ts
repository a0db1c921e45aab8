// The frontmatter of content/events/*.md (docs/content.md). The body is the event's full description.
import { z } from 'zod';
import { draft, oneOf, person, text, textList, wholeNumber } from './fields.ts';

export const EVENT_TYPES = ['LIVE WEBINAR', 'WORKSHOP', 'CASE STUDY'] as const;

export const eventSchema = z
  .strictObject({
    title: text,
    description: text,
    /** Shown as written, e.g. 'January 21, 2027'. */
    date: text.refine((value) => /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(value) && !Number.isNaN(Date.parse(value)), { error: 'must be a date written like January 21, 2027' }),
    time: text,
    duration: text,
    type: oneOf(EVENT_TYPES),
    format: text,
    speakers: z.array(person, { error: 'must be a list of speakers, each with a name and a role' }).min(1, { error: 'needs at least one speaker' }),
    capacity: wholeNumber,
    registered: wholeNumber,
    coverAlt: text,
    agenda: textList,
    prerequisites: textList,
    benefits: textList,
    /** Badge tone on the list cards. */
    color: oneOf(['brand', 'accent', 'success']),
    draft,
  })
  .refine((event) => event.registered <= event.capacity, { error: 'registered may not be more than capacity', path: ['registered'] });
