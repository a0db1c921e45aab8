// Test records (issue 61): a request marked `Test-Record: true` (the contract kit marks every request
// it sends; public/openapi.json states the header) is answered as any other, but what it stores is a
// test record: its lookups are its own (a kit's sign-up never hides a visitor's), nothing it queues is
// sent (no webhook, no mail), and exports leave it out unless asked (`npm run leads -- export --include-test`).
import { TEST_RECORD_HEADER, TEST_RECORD_VALUE } from '../../src/contract/index.ts';
import type { RecordStore } from './store.ts';

/** Whether a request is marked as a test request (Node gives header names in lower case). */
export function isTestRequest(headers: Record<string, string | string[] | undefined>): boolean {
  return headers[TEST_RECORD_HEADER.toLowerCase()] === TEST_RECORD_VALUE;
}

const own = (lookup: string) => `test\n${lookup}`;

/** The store as a test request sees it. */
export function testRecordStore(store: RecordStore): RecordStore {
  return {
    get: (kind, id) => store.get(kind, id),
    findByLookup: (kind, lookup) => store.findByLookup(kind, own(lookup)),
    count: (kind) => store.count(kind),
    write: (change) =>
      store.write((tx) =>
        change({
          ...tx,
          insert: (row) => tx.insert({ ...row, test: true, lookup: typeof row.lookup === 'string' ? own(row.lookup) : row.lookup }),
          requireFewer: (kind, lookup, after, max) => tx.requireFewer(kind, own(lookup), after, max),
          enqueue: () => undefined,
          recordQuestion: (question) => tx.recordQuestion({ ...question, test: true }),
        }),
      ),
    settled: () => store.settled(),
    dueMessages: async () => [],
    rateLimiter: (name, options) => store.rateLimiter(name, options),
    close: async () => undefined,
  };
}
