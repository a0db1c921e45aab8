// The lead most recently stored in mock mode, for the mock panel: which call stored it and the
// campaign attribution it carried (issue 14), so a presenter can show where a lead came from.
import type { Attribution } from '../src/domain/attribution.ts';

export interface StoredLead {
  call: 'leads.capture' | 'contact.submit' | 'booking.schedule' | 'chat.message';
  id: string;
  attribution?: Attribution;
}

let last: StoredLead | null = null;
const listeners = new Set<() => void>();

export function noteStoredLead(lead: StoredLead): void {
  last = lead;
  for (const listener of listeners) listener();
}

export function lastStoredLead(): StoredLead | null {
  return last;
}

export function subscribeLastLead(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
