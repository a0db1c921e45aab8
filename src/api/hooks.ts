// react-query hooks derived from callApi. They hold no UI: toasts and copy stay in the components.
import { queryOptions, useMutation, useQuery, type UseMutationOptions } from '@tanstack/react-query';
import type { EndpointId, RequestOf, ResponseOf } from '../contract/contract.ts';
import { callTable } from '../contract/callTable.ts';
import { isLeadStoringCall, withAttribution } from './attribution.ts';
import { callApi, callEndpoint, type CallInput } from './calls.ts';

export const LIVE_STATS_POLL_MS = 5000;

export function liveStatsQuery() {
  return queryOptions({
    queryKey: [callTable['stats.live'].path],
    queryFn: ({ signal }) => callApi('stats.live', { signal }),
    refetchInterval: LIVE_STATS_POLL_MS,
  });
}

export function useLiveStats() {
  return useQuery(liveStatsQuery());
}

type MutationOptions<Id extends EndpointId, Variables> = Omit<
  UseMutationOptions<ResponseOf<Id>, Error, Variables>,
  'mutationFn' | 'mutationKey'
>;

type BodyOnlyId = Exclude<EndpointId, 'stats.live' | 'chat.message'>;

/** A call whose only input is its body, so the variables are the body itself. Lead-storing calls carry the session's attribution. */
function useBodyMutation<Id extends BodyOnlyId>(id: Id, options?: MutationOptions<Id, RequestOf<Id>>) {
  return useMutation({
    mutationKey: [callTable[id].path],
    mutationFn: (body: RequestOf<Id>) =>
      callEndpoint(id, { body: isLeadStoringCall(id) ? withAttribution(body as object) : body } as CallInput<Id>),
    ...options,
  });
}

type BodyHookOptions<Id extends BodyOnlyId> = MutationOptions<Id, RequestOf<Id>>;

export function useRoiCalculation(options?: BodyHookOptions<'roi.calculate'>) {
  return useBodyMutation('roi.calculate', options);
}

export function usePlaygroundAnalysis(options?: BodyHookOptions<'playground.analyze'>) {
  return useBodyMutation('playground.analyze', options);
}

export function useBlueprint(options?: BodyHookOptions<'blueprint.generate'>) {
  return useBodyMutation('blueprint.generate', options);
}

export function useLeadCapture(options?: BodyHookOptions<'leads.capture'>) {
  return useBodyMutation('leads.capture', options);
}

export function useSummarize(options?: BodyHookOptions<'content.summarize'>) {
  return useBodyMutation('content.summarize', options);
}

export function useContactSubmit(options?: BodyHookOptions<'contact.submit'>) {
  return useBodyMutation('contact.submit', options);
}

export function useForgotPassword(options?: BodyHookOptions<'auth.forgot-password'>) {
  return useBodyMutation('auth.forgot-password', options);
}

export function useResetPassword(options?: BodyHookOptions<'auth.reset-password'>) {
  return useBodyMutation('auth.reset-password', options);
}

export function useBooking(options?: BodyHookOptions<'booking.schedule'>) {
  return useBodyMutation('booking.schedule', options);
}
