// Test records (issue 61): a request carrying `Test-Record: true` stores a test record. The contract
// kit marks its requests with it; the OpenAPI document states the header and what a server does with
// such a record (store it marked, never deliver it by webhook or mail, leave it out of exports).
/** The request header that marks a test record, as the OpenAPI document spells it. */
export const TEST_RECORD_HEADER = 'Test-Record';
/** Its one value. */
export const TEST_RECORD_VALUE = 'true';
/** The domain of the addresses the kit's own samples use (.example is reserved, RFC 2606): the records of its webhook and reset-mail rules, sent unmarked, are recognisable by it. */
export const KIT_EMAIL_DOMAIN = 'contract-tests.example';
