// The client of every call, derived from the contract (ADR 0023): the call '<area>.<name>' is
// `api.<area>.<name>`, a kebab name camel-cased (auth.forgot-password is api.auth.forgotPassword).
// A GET call is a query (queryOptions, useQuery), every other call a mutation (mutationOptions,
// useMutation); `call` sends it outside React. The types come from the contract, the values from the
// generated call table, so no call is written out here. No UI: toasts and copy stay in the components.
import { mutationOptions, queryOptions, useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { Contract, EndpointId, ParamsOf, RequestOf, ResponseOf } from '../contract/contract.ts';
import { callEndpoint, type CallInput } from './calls.ts';
import { callTable } from './callTable.ts';
import { queryClient } from './queryClient.ts';

/** A mutation's variables: the request body, or `{ params, body }` for a call with path params. */
type Variables<Id extends EndpointId> = ParamsOf<Id> extends undefined ? RequestOf<Id> : CallInput<Id>;

type MutationOptions<Id extends EndpointId> = Omit<
  UseMutationOptions<ResponseOf<Id>, Error, Variables<Id>>,
  'mutationFn' | 'mutationKey'
>;

/** A query's options; `input` holds its params when the call has any. */
type QueryOptions<Id extends EndpointId> = Omit<UseQueryOptions<ResponseOf<Id>, Error>, 'queryFn' | 'queryKey'> &
  (object extends CallInput<Id> ? { input?: CallInput<Id> } : { input: CallInput<Id> });
type QueryArgs<Id extends EndpointId> = object extends CallInput<Id> ? [options?: QueryOptions<Id>] : [options: QueryOptions<Id>];

function send<Id extends EndpointId>(id: Id) {
  return (...args: [input: CallInput<Id>, signal?: AbortSignal]) => callEndpoint(id, ...args);
}

function queryCall<Id extends EndpointId>(id: Id) {
  const options = (...[given]: QueryArgs<Id>) => {
    const { input, ...rest } = (given ?? {}) as QueryOptions<Id>;
    return queryOptions({
      ...rest,
      queryKey: input === undefined ? [id] : [id, input],
      queryFn: ({ signal }) => callEndpoint(id, (input ?? {}) as CallInput<Id>, signal),
    });
  };
  return {
    call: send(id),
    queryOptions: options,
    useQuery: (...args: QueryArgs<Id>) => useQuery(options(...args), queryClient),
  };
}

function mutationCall<Id extends EndpointId>(id: Id) {
  const withParams = callTable[id].path.includes(':');
  const options = (given?: MutationOptions<Id>) =>
    mutationOptions({
      ...given,
      mutationKey: [id],
      mutationFn: (variables: Variables<Id>) =>
        callEndpoint(id, (withParams ? variables : { body: variables }) as CallInput<Id>),
    });
  return {
    call: send(id),
    mutationOptions: options,
    useMutation: (given?: MutationOptions<Id>) => useMutation(options(given), queryClient),
  };
}

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type Area<Id extends string> = Id extends `${infer A}.${string}` ? A : never;
type CallClient<Id extends EndpointId> = Contract[Id]['method'] extends 'GET'
  ? ReturnType<typeof queryCall<Id>>
  : ReturnType<typeof mutationCall<Id>>;

export type Api = {
  [A in Area<EndpointId>]: {
    [Id in EndpointId as Id extends `${A}.${infer Name}` ? Camel<Name> : never]: CallClient<Id>;
  };
};

const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

function buildApi(): Api {
  const built: Record<string, Record<string, unknown>> = {};
  for (const id of Object.keys(callTable) as EndpointId[]) {
    const [area = '', name = ''] = id.split('.');
    (built[area] ??= {})[camel(name)] = callTable[id].method === 'GET' ? queryCall(id) : mutationCall(id);
  }
  return built as Api;
}

export const api = buildApi();
