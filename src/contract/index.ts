// The public face of the contract: everything app, mocks, server, contract tests and /docs use.
export { contract, endpoints } from './contract.ts';
export type { Contract, Endpoint, EndpointId, ParamsOf, ParsedRequestOf, RequestOf, ResponseOf } from './contract.ts';
export type { DocumentedError, Method, SuccessStatus } from './endpoint.ts';
export { buildPath, fillPath, matchPath, type PathMatch } from './paths.ts';
export { errorBodyFor, validateRequest, type Validation } from './validate.ts';
export {
  authErrorBodySchema,
  errorBodySchema,
  errorCodes,
  fieldMessages,
  internalError,
  invalidResetToken,
  malformedJson,
  MAX_BODY_BYTES,
  methodNotAllowed,
  notFound,
  payloadTooLarge,
  validationError,
  withSuccessFlag,
  type AuthErrorBody,
  type ErrorBody,
} from './errors.ts';
export { earliestToday } from './fields.ts';
export { emailPattern } from './formats.ts';
export { apiRoutes, apiRoute, type ApiRouteId } from './routes.ts';
export * from './options.ts';
export * from './limits.ts';
