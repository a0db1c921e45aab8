// leads.capture: stores a lead; a repeated newsletter subscription, or a repeated registration for
// the same event, answers 200 with the existing id and stores nothing twice.
import { db, type Lead } from '../db.ts';
import { now } from '../clock.ts';
import { newId } from '../ids.ts';
import { defineCall, ok } from './define.ts';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function existingFor(lead: Pick<Lead, 'email' | 'source' | 'metadata'>): Lead | undefined {
  if (lead.source === 'newsletter') {
    return db.leads.findFirst((q) => q.where({ source: 'newsletter', email: (email) => sameEmail(email, lead.email) }));
  }
  if (lead.source === 'event-registration') {
    const eventId = lead.metadata.eventId;
    return db.leads.findFirst((q) =>
      q.where(
        (record) =>
          record.source === 'event-registration' &&
          sameEmail(record.email, lead.email) &&
          record.metadata.eventId === eventId,
      ),
    );
  }
  return undefined;
}

export const leadsCapture = defineCall('leads.capture', async ({ body }) => {
  const existing = existingFor(body);
  if (existing) return ok('leads.capture', { id: existing.id }, 200);
  const lead = await db.leads.create({ ...body, id: newId('lead'), createdAt: now().toISOString() });
  return ok('leads.capture', { id: lead.id });
});
