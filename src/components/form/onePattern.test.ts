// Keeps the one form pattern (ADR 0016) the only one: react-aria's Form is used by the kit Form
// alone, and no page or feature renders a bare <form> or switches to native validation.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');
const kitForm = 'components/form/Form.tsx';
// The concierge's chat composer is a message box, not a form with fields to check (product-rules.md
// S5 'Chat'): it sends on Enter and is disabled while blank.
const notForms = ['features/concierge/ConciergeConversation.tsx'];

const sources = (readdirSync(src, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file: file.split(path.sep).join('/'), text: readFileSync(path.join(src, file), 'utf8') }));

describe('one form pattern', () => {
  it("imports react-aria's Form only in the kit Form", () => {
    const users = sources.filter(({ text }) => text.includes("'react-aria-components/Form'")).map(({ file }) => file);
    expect(users).toEqual([kitForm]);
  });

  it('renders no bare <form> and no native validation outside the kit Form', () => {
    const found = sources
      .filter(({ file }) => file !== kitForm && !notForms.includes(file))
      .filter(({ text }) => /<form[\s>]/.test(text) || text.includes('validationBehavior'))
      .map(({ file }) => file);
    expect(found).toEqual([]);
  });
});
