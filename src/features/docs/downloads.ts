// Files the site build publishes for developers (tools/build/build-site.ts writes them).
/** The contract suite as one file a backend team runs with Node 24 (contract-tests/tools/bundle.ts). */
export const CONTRACT_BUNDLE_PATH = '/downloads/contract-tests.mjs';
