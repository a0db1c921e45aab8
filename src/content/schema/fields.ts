// The field rules the collections share, each with the words a marketer reads when a file breaks it
// (the build names the file, the line and the field in front of the message).
import { z } from 'zod';

const isRealDate = (value: string) => {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** The form of a calendar date: YYYY-MM-DD. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD, e.g. 2026-10-14. */
export const isoDate = z
  .string({ error: 'must be a date written as YYYY-MM-DD, e.g. 2026-10-14' })
  .regex(ISO_DATE_PATTERN, { error: 'must be a date written as YYYY-MM-DD, e.g. 2026-10-14', abort: true })
  .refine(isRealDate, { error: 'is not a real calendar date' });

/** A line of text that may not be empty. */
export const text = z.string({ error: 'must be text: put it in double quotes' }).trim().min(1, { error: 'is empty: write some text' });

export const textList = z.array(text, { error: 'must be a list of lines, each starting with "- "' }).min(1, { error: 'needs at least one item' });

/** One of a fixed list of words (a category, a type): the message lists the allowed ones. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of: ${values.join(', ')}` });

export const wholeNumber = z.number({ error: 'must be a whole number' }).int({ error: 'must be a whole number' }).nonnegative({ error: 'may not be negative' });

/** `draft: true` keeps an entry out of the published site (shown with a Draft badge in `npm start`). */
export const draft = z.boolean({ error: 'must be true or false' }).optional();

export const person = z.strictObject({ name: text.describe('Their full name.'), role: text.describe('Their role, e.g. Co-founder & CEO.') }, { error: 'must have a name and a role' });

/** An entry's own cover picture, uploaded into public/images/covers/ (the editor's media library). */
export const coverPicture = z
  .string({ error: 'must be the address of a picture' })
  .regex(/^\/images\/covers\/[\w-]+(?:\.[\w-]+)*\.(?:png|jpe?g|webp|svg)$/i, { error: 'must be a PNG, JPEG, WebP or SVG picture in the covers folder, like /images/covers/my-picture.png: choose it with the editor\'s media library' })
  .optional()
  .meta({ widget: 'image', description: 'Your own cover picture: 16:9 (e.g. 1280 x 720), PNG, JPEG, WebP or SVG, 1 MB at most. Leave it empty and the site draws one.' });

/** The file name without .md is the entry's id and its address: lowercase words joined by hyphens. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
