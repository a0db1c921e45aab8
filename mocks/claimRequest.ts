/**
 * The message a demo page sends to the active worker to be claimed by it (mocks/browser.ts); the
 * precache worker's bridge answers it with clients.claim() (scripts/write-precache-worker.ts).
 */
export const CLAIM_REQUEST = 'CLAIM_THIS_PAGE';
