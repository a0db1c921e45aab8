// contact.submit: stores the message, answers its id.
import { db } from '../db.ts';
import { now } from '../clock.ts';
import { newId } from '../ids.ts';
import { defineCall } from './define.ts';
import { noteStoredLead } from '../lastLead.ts';

export const contactSubmit = defineCall('contact.submit', async ({ body, ok }) => {
  const message = await db.contactMessages.create({ ...body, id: newId('contact'), createdAt: now().toISOString() });
  noteStoredLead({ call: 'contact.submit', id: message.id, attribution: message.attribution });
  return ok({ id: message.id });
});
