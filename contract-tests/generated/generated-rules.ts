// The generated rules (issue 48 point 1, ADR 0041): for every call with a body, cases derived from
// the JSON Schema the OpenAPI document states, run with fast-check under a fixed seed (--seed) and
// shrunk to the smallest failing input. Per call:
//   - one rule per field: every constraint of its value broken once (mutations.ts);
//   - one rule per object: an unknown key where additionalProperties is false, '__proto__', 'constructor';
//   - bodies that are not a JSON object (empty, truncated, an array, null, a string) and a JSON body
//     sent as text/plain;
//   - valid bodies across each field's range (valid-values.ts).
// What each case must answer is the contract's own verdict (oracle.ts).
import fc from 'fast-check';
import { buildPath, contract, endpoints, errorCodes, type EndpointId } from '../../src/contract/index.ts';
import { ContractViolation, expectCreated, expectError, expectErrorCode, request, send, type Answer, type Exchange, type Target } from '../http.ts';
import type { Rule } from '../rules.ts';
import { sampleBodyOf, samples } from '../samples.ts';
import { mutationsOf } from './mutations.ts';
import { expectVerdict, verdictOn } from './oracle.ts';
import { branchFor, requestSchema } from './request-schema.ts';
import { validValue } from './valid-values.ts';

/** The seed when none is given (--seed): the CLI draws and prints one; tests may rely on this one. */
export const DEFAULT_SEED = 48;

/** A failing case is shrunk for at most this many requests; the smallest failure so far is reported. */
const SHRINK_BUDGET = 20;

/** Valid bodies per call and run: fewer for the calls that store (they count against the 'store' rate limit). */
const VALID_CASES = { store: 3, other: 6 };


/** One chat session per run of a target (its hooks object), shared by the generated rules of chat.message. */
const sessions = new WeakMap<object, Promise<string>>();

/** The path params a call needs: a chat session started on this target. */
async function paramsFor(t: Target, id: EndpointId): Promise<Record<string, string> | undefined> {
  if (!contract[id].params) return undefined;
  let session = sessions.get(t.hooks);
  if (!session) {
    session = send(t, 'chat.start', { body: samples.chatStart() }).then((answer) => expectCreated('chat.start', answer).id);
    sessions.set(t.hooks, session);
    session.catch(() => sessions.delete(t.hooks));
  }
  return { id: await session };
}

async function sendRaw(t: Target, id: EndpointId, params: Record<string, string> | undefined, raw: string, contentType?: string): Promise<{ answer: Answer; exchange?: Exchange }> {
  let exchange: Exchange | undefined;
  const log = (e: Exchange) => {
    exchange = e;
    t.log?.(e);
  };
  const path = (buildPath as (e: { id: string; path: string }, p?: unknown) => string)(contract[id], params);
  const answer = await request({ ...t, log }, contract[id].method, path, raw, contentType ? { contentType } : {});
  return { answer, exchange };
}

/** Runs a property under the target's seed; a failure is reported shrunk, with the seed to replay it. */
async function property<T>(t: Target, arb: fc.Arbitrary<T>, numRuns: number, label: string, run: (value: T) => Promise<void>): Promise<void> {
  const seed = t.seed ?? DEFAULT_SEED;
  let runs = 0;
  let failure: unknown;
  const details = await fc.check(
    fc.asyncProperty(arb, async (value) => {
      runs += 1;
      if (runs > numRuns + SHRINK_BUDGET) return;
      try {
        await run(value);
      } catch (error) {
        failure = error;
        throw error;
      }
    }),
    { seed, numRuns },
  );
  if (!details.failed) return;
  const replay = `seed ${seed}${details.numShrinks > 0 ? `, shrunk ${details.numShrinks} times` : ''}; replay with --seed ${seed}`;
  if (failure instanceof ContractViolation) throw new ContractViolation(`${label}: ${failure.message} [${replay}]`, failure.exchange);
  throw failure instanceof Error ? failure : new Error(String(failure));
}

/** Sends one generated body and checks the answer against the contract's verdict. */
async function checkBody(t: Target, id: EndpointId, params: Record<string, string> | undefined, body: unknown): Promise<void> {
  const raw = JSON.stringify(body);
  const verdict = verdictOn(id, raw, params);
  const { answer, exchange } = await sendRaw(t, id, params, raw);
  expectVerdict(id, verdict, answer, exchange);
}

/** Raw bodies that are not a JSON object, each with the 400 every call answers. */
const notAnObject = ['', '{"message": "truncated",', '[]', 'null'];

function rulesOf(id: EndpointId): Rule[] {
  const endpoint = contract[id];
  const base = sampleBodyOf[id];
  const schema = requestSchema(endpoint);
  if (!base || !schema) return [];
  const rules: Rule[] = [];
  const add = (rule: string, why: string, run: Rule['run'], extra: Partial<Rule> = {}) => rules.push({ call: id, rule: `generated: ${rule}`, why, needsState: 'logic', ...extra, run });
  const why = 'product-rules.md D1: bad input answers 400 (413 for a size-limited field) naming each field by its dot path, and valid input is accepted. Generated from the request schema of public/openapi.json; the expected answer is the contract\'s own (ADR 0041).';

  /** The negative cases of a fresh sample body (new unique emails each time). */
  const negativeCases = () => {
    const body = base();
    return mutationsOf(body, branchFor(schema, body));
  };
  for (const field of negativeCases()) {
    const where = field.path === '' ? 'the body' : field.path;
    const name = field.about === 'keys' ? `keys of ${where}: ${field.mutations.map((m) => m.kind).join(', ')}` : `bad ${where}: ${field.mutations.map((m) => m.kind).join(', ')}`;
    add(name, why, async (t) => {
      const params = await paramsFor(t, id);
      // Every constraint is tried, and every one broken is reported (the first one's exchange shown).
      const broken: ContractViolation[] = [];
      for (const mutation of negativeCases().find((f) => f.path === field.path && f.about === field.about)!.mutations) {
        try {
          await property(t, mutation.body, 1, `${where} ${mutation.kind}`, (body) => checkBody(t, id, params, body));
        } catch (error) {
          if (!(error instanceof ContractViolation)) throw error;
          broken.push(error);
        }
      }
      if (broken.length > 0) throw new ContractViolation(broken.map((e) => e.message).join(' | '), broken[0]!.exchange);
    });
  }

  add(`bodies that are not a JSON object answer 400 (empty, truncated, array, null)`, 'product-rules.md D1: every call answers 400 with the JSON error body for a body that is not a JSON object.', async (t) => {
    const params = await paramsFor(t, id);
    for (const raw of notAnObject) {
      const { answer, exchange } = await sendRaw(t, id, params, raw);
      try {
        expectError(id, answer, 400);
        // Text that does not parse is invalid_json; an empty body or JSON that is not an object either code.
        if (raw.startsWith('{')) expectErrorCode(answer, errorCodes.invalidJson);
      } catch (error) {
        throw error instanceof ContractViolation ? new ContractViolation(`body ${JSON.stringify(raw)}: ${error.message}`, exchange) : error;
      }
    }
  });
  add('a valid JSON body sent as text/plain answers 400', 'product-rules.md D1: bodies are JSON, and every call answers 400 for a body that is not JSON; a body sent as another Content-Type is not JSON (public/openapi.json says so).', async (t) => {
    const params = await paramsFor(t, id);
    const { answer, exchange } = await sendRaw(t, id, params, JSON.stringify(base()), 'text/plain');
    try {
      expectError(id, answer, 400);
      expectErrorCode(answer, errorCodes.invalidJson);
    } catch (error) {
      throw error instanceof ContractViolation ? new ContractViolation(`Content-Type text/plain: ${error.message}`, exchange) : error;
    }
  }, { gap: 'request-content-type' });

  // Generated tokens and messageIds are never real: those calls' valid bodies answer 400 and 404 (oracle.ts).
  if (id !== 'auth.reset-password' && id !== 'chat.feedback') {
    const runs = endpoint.rateLimit === 'store' ? VALID_CASES.store : VALID_CASES.other;
    add(`${runs} valid bodies across each field's range answer ${endpoint.status}`, why, async (t) => {
      const params = await paramsFor(t, id);
      const valid = validValue(schema, base()).filter((body) => verdictOn(id, JSON.stringify(body), params).accepted);
      await property(t, valid, runs, 'a valid body', (body) => checkBody(t, id, params, body));
    });
  }
  return rules;
}

export const generatedRules: readonly Rule[] = endpoints.flatMap((endpoint) => rulesOf(endpoint.id));
