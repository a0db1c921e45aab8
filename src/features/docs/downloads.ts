// Files the site build publishes for developers (scripts/build-site.ts writes them).
/** The contract suite as one file a backend team runs with Node 24 (scripts/contract-bundle.ts). */
export const CONTRACT_BUNDLE_PATH = '/downloads/contract-tests.mjs';
