import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCallTable, callTableSource, CALL_TABLE_FILE } from './write-call-table.ts';

describe('src/api/callTable.ts', () => {
  it('is generated from the current contract (run `npm run call-table` after changing a call)', () => {
    expect(readFileSync(CALL_TABLE_FILE, 'utf8')).toBe(callTableSource());
  });

  it('marks exactly the calls whose request takes attribution as lead-storing', () => {
    const storing = Object.entries(buildCallTable()).filter(([, call]) => (call as { storesLead: boolean }).storesLead);
    expect(storing.map(([id]) => id)).toEqual(['leads.capture', 'contact.submit', 'booking.schedule']);
  });
});
