// The frontmatter of content/events/*.md (docs/content.md). The body is the event's full description.
import { z } from 'zod';
import { coverPicture, draft, oneOf, person, text, textList, wholeNumber } from './fields.ts';

export const EVENT_TYPES = ['LIVE WEBINAR', 'WORKSHOP', 'CASE STUDY'] as const;

export const eventSchema = z
  .strictObject({
    title: text.describe('The event\'s name.'),
    description: text.describe('The one line under the name on the event\'s card.'),
    date: text
      .refine((value) => /^[A-Z][a-z]+ \d{1,2}, \d{4}$/.test(value) && !Number.isNaN(Date.parse(value)), { error: 'must be a date written like January 21, 2027' })
      .describe('When it happens, written like January 21, 2027 (the month in words, the day, a comma, the year).'),
    time: text.describe('Shown as written, e.g. 11:00 AM PST.'),
    duration: text.describe('Shown as written, e.g. 2 hours.'),
    type: oneOf(EVENT_TYPES).describe('The label on the card.'),
    format: text.describe('E.g. Online webinar.'),
    speakers: z.array(person, { error: 'must be a list of speakers, each with a name and a role' }).min(1, { error: 'needs at least one speaker' }).describe('At least one speaker, each with a name and a role.'),
    capacity: wholeNumber.describe('How many seats there are.'),
    registered: wholeNumber.describe('How many have signed up: not more than the capacity (spots left = capacity minus registered).'),
    cover: coverPicture,
    coverAlt: text.describe('The cover picture described in a sentence, for people who cannot see it.'),
    agenda: textList.describe('What the event covers, one line each.'),
    prerequisites: textList.describe('What to bring or know, one line each.'),
    benefits: textList.describe('What attendees get, one line each.'),
    color: oneOf(['brand', 'accent', 'success']).describe('The colour of the badge on the card.'),
    draft: draft.describe('On: the event stays off the published site.'),
  })
  // Checked even while other fields have problems (`when`), so that every problem shows at once.
  .refine((event) => event.registered <= event.capacity, {
    error: 'may not be more than capacity: lower registered or raise capacity',
    path: ['registered'],
    when: ({ value }) => {
      const { registered, capacity } = (value ?? {}) as { registered?: unknown; capacity?: unknown };
      return Number.isInteger(registered) && Number.isInteger(capacity);
    },
  });
