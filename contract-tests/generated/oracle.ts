// What the contract answers to a generated body: the contract's own validation (validateRequest, the
// zod schemas every call is defined by) decides between accepted, 400 naming fields, and 413. The
// server under test must answer the same status, and a 400 must name at least the same fields.
import { contract, validateRequest, type EndpointId } from '../../src/contract/index.ts';
import { errorCodes } from '../../src/contract/index.ts';
import { check, ContractViolation, expectError, expectErrorCode, expectSuccess, type Answer, type Exchange } from '../http.ts';

export type Verdict = { accepted: true } | { accepted: false; status: 400 | 413; fields: string[]; message: string };

/** The contract's verdict on a raw JSON body (parsed as a server would parse it). */
export function verdictOn(id: EndpointId, raw: string, params?: Record<string, string>): Verdict {
  const endpoint = contract[id];
  if (new TextEncoder().encode(raw).byteLength > endpoint.maxBodyBytes) {
    return { accepted: false, status: 413, fields: [], message: `the body is over ${endpoint.maxBodyBytes} bytes` };
  }
  const result = validateRequest(endpoint as never, { params, body: JSON.parse(raw) as unknown });
  if (result.ok) return { accepted: true };
  const error = (result.body as { error: { message: string; fields?: Record<string, string> } }).error;
  return { accepted: false, status: result.status, fields: Object.keys(error.fields ?? {}), message: error.message };
}

/** The statuses a call answers for a body the contract accepts. */
function successStatuses(id: EndpointId): number[] {
  const endpoint = contract[id];
  return [endpoint.status, ...endpoint.otherSuccess.map((s) => s.status)];
}

/**
 * The answer fits the verdict. A body the contract accepts gets a success answer of the documented
 * shape, except reset-password, whose generated tokens are never valid: 400 without a field message,
 * and chat.feedback, whose generated messageIds name no reply: 404.
 */
export function expectVerdict(id: EndpointId, verdict: Verdict, answer: Answer, exchange?: Exchange): void {
  try {
    if (verdict.accepted && id === 'auth.reset-password') {
      expectError(id, answer, 400);
      return;
    }
    // Nor are its generated messageIds those of a reply of the session: 404.
    if (verdict.accepted && id === 'chat.feedback') {
      expectError(id, answer, 404);
      return;
    }
    if (verdict.accepted) {
      const statuses = successStatuses(id);
      check(statuses.includes(answer.status), `the contract accepts this body, expected ${statuses.join(' or ')}, got ${answer.status}: ${answer.text.slice(0, 160)}`);
      expectSuccess(id, answer, answer.status);
      return;
    }
    const refusal = `the contract refuses this body (${verdict.message})`;
    check(answer.status === verdict.status, `${refusal}, expected ${verdict.status}, got ${answer.status}: ${answer.text.slice(0, 160)}`);
    expectError(id, answer, verdict.status);
    if (verdict.status === 400) expectErrorCode(answer, errorCodes.validation);
    const named = Object.keys((answer.json as { error: { fields?: Record<string, string> } }).error.fields ?? {});
    const missing = verdict.fields.filter((field) => !named.includes(field));
    check(missing.length === 0, `${refusal}, expected error.fields to name ${missing.map((f) => `'${f}'`).join(', ')}, got ${JSON.stringify(named)}`);
  } catch (error) {
    if (error instanceof ContractViolation && exchange) throw new ContractViolation(error.message, exchange);
    throw error;
  }
}
