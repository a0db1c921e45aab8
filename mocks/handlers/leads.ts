// leads.capture: stores a lead; a repeated newsletter subscription, or a repeated registration for
// the same event, answers 200 with the existing id and stores nothing twice.
import { db, type Lead } from '../db.ts';
import { now } from '../clock.ts';
import { newId } from '../ids.ts';
import { defineCall } from './define.ts';
import { noteStoredLead } from '../lastLead.ts';
import { isSameLead } from '../../src/domain/leads.ts';

function existingFor(lead: Pick<Lead, 'email' | 'source' | 'metadata'>): Lead | undefined {
  return db.leads.findFirst((q) => q.where((record) => isSameLead(record, lead)));
}

export const leadsCapture = defineCall('leads.capture', async ({ body, ok }) => {
  const existing = existingFor(body);
  if (existing) return ok({ id: existing.id }, 200);
  const lead = await db.leads.create({ ...body, id: newId('lead'), createdAt: now().toISOString() });
  noteStoredLead({ call: 'leads.capture', id: lead.id, attribution: body.attribution });
  return ok({ id: lead.id });
});
