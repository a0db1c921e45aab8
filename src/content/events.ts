// The events: content/events/*.md (the catalogue of product-rules.md S3: ids, capacity/registered and
// durations word for word), checked and rendered at build time (src/content/build, docs/content.md).
import type { EventEntryData } from './build/collections.ts';
import { entries } from './loaded/events.ts';

export type EventEntry = EventEntryData;

export const events: EventEntry[] = entries;

export function findEvent(id: string): EventEntry | undefined {
  return events.find((event) => event.id === id);
}

/** Spots left = capacity - registered (product-rules.md S9). */
export function spotsLeft(event: Pick<EventEntry, 'capacity' | 'registered'>): number {
  return event.capacity - event.registered;
}
