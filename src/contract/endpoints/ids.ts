import { z } from 'zod';

/** The answer of every call that stores something: only the new record's id, never the record. */
export const createdId = z.object({ id: z.string().min(1) });
