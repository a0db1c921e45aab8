// One typed function for every call of the contract: method and path come from the contract's
// zod-free route table, never restated here. In development and tests the answer is checked against
// the contract's schema, loaded on demand so zod never ships in the production bundle.
import type { EndpointId, ParamsOf, RequestOf, ResponseOf } from '../contract/contract.ts';
import { apiRoutes, fillPath } from '../contract/routes.ts';
import { apiRequest } from './client.ts';

type BodyPart<Id extends EndpointId> = RequestOf<Id> extends undefined ? { body?: undefined } : { body: RequestOf<Id> };
type ParamsPart<Id extends EndpointId> = ParamsOf<Id> extends undefined ? { params?: undefined } : { params: ParamsOf<Id> };

/** What a call needs: its body and path params, as the contract types them. */
export type CallInput<Id extends EndpointId> = BodyPart<Id> & ParamsPart<Id>;
export type CallOptions<Id extends EndpointId> = CallInput<Id> & { signal?: AbortSignal };

// Calls without input (stats.live) may omit the options argument.
type CallArgs<Id extends EndpointId> = object extends CallInput<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

/**
 * Reports an answer that breaks the contract without throwing: the UI has documented fallbacks for
 * answers lacking fields (product-rules.md S4), and those must stay reachable in dev and Storybook.
 */
async function reportContractDrift(id: EndpointId, data: unknown): Promise<void> {
  const { contract } = await import('../contract/contract.ts');
  const result = contract[id].response.safeParse(data);
  if (!result.success) console.error(`[contract] ${id} answered outside its response schema`, result.error.issues);
}

/** callApi with the input always given: the form generic code such as the hooks can call. */
export async function callEndpoint<Id extends EndpointId>(
  id: Id,
  input: CallInput<Id>,
  signal?: AbortSignal,
): Promise<ResponseOf<Id>> {
  const route = apiRoutes[id];
  const { body, params } = input as { body?: unknown; params?: Record<string, string> };
  const data = await apiRequest<ResponseOf<Id>>(route.method, fillPath(route.path, params), body, { signal });
  // Statically false in the production build, so the check and its import are dropped there.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') await reportContractDrift(id, data);
  return data as ResponseOf<Id>;
}

export function callApi<Id extends EndpointId>(id: Id, ...[options]: CallArgs<Id>): Promise<ResponseOf<Id>> {
  return callEndpoint(id, (options ?? {}) as CallInput<Id>, options?.signal);
}
