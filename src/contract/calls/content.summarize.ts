import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { SUMMARIZE_BODY_BYTES, SUMMARIZE_MAX_CHARS } from '../limits.ts';
import { plainText, requiredText } from '../fields.ts';


export const contentSummarize = defineEndpoint({
  id: 'content.summarize',
  method: 'POST',
  path: '/api/content/summarize',
  summary: 'Summarize an article',
  description: 'An extractive summary: the most informative sentences of the content, always shorter than it.',
  request: z.strictObject({
    title: plainText('Title', 500).default(''),
    content: requiredText('Content', SUMMARIZE_MAX_CHARS, { multiline: true }),
  }),
  response: z.object({ summary: z.string() }),
  status: 200,
  // product-rules.md S4: a missing summary shows the fallback text.
  fallbackFields: ['summary'],
  errors: [
    { status: 400, when: 'The content is empty' },
    { status: 413, when: 'The content is over 100,000 characters' },
  ],
  sizeLimit: { field: 'content', maxChars: SUMMARIZE_MAX_CHARS },
  maxBodyBytes: SUMMARIZE_BODY_BYTES,
});
