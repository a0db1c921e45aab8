// The public face of the contract: everything app, mocks, server, contract tests and /docs use.
export { contract, endpoints } from './contract.ts';
export type { Endpoint, EndpointId, ParamsOf, ParsedRequestOf, RequestOf, ResponseOf } from './contract.ts';
export type { SuccessStatus } from './endpoint.ts';
export { buildPath, matchPath } from './paths.ts';
export { errorBodyFor, validateRequest } from './validate.ts';
export { withoutHiddenCharacters, withoutHiddenCharactersDeep } from './fields.ts';
export {
  bodyNotJson,
  errorCodes,
  isJsonContentType,
  internalError,
  invalidResetToken,
  malformedJson,
  MAX_BODY_BYTES,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  serviceUnavailable,
  upstreamFailed,
  type ErrorBody,
} from './errors.ts';
export * from './options.ts';
export * from './limits.ts';
export { KIT_EMAIL_DOMAIN, TEST_RECORD_HEADER, TEST_RECORD_VALUE } from './test-records.ts';
