// The contract's rules as data: every check the suite makes, per call, runnable against any target.
// The runner (run.ts, through cli.ts) runs them against the mocks or a server; the unit test
// (broken-handlers.unit.test.ts) runs the same checks against a deliberately broken mock.
// Each rule says why it exists (docs/contract-rules.md is generated from this table, see
// contract-tests/tools/write-rules-doc.ts) and, when a static mock of the OpenAPI document cannot pass it, why
// (needsState). Rules are independent: each creates what it needs, and creating it is lenient
// (expectCreated), so one broken call fails its own rules and does not hide another's.
// The product rules cited live in docs/product-rules.md.
import {
  blueprintQuestions,
  contract,
  endpoints,
  MAX_BODY_BYTES,
  roiInputs,
  type EndpointId,
} from '../src/contract/index.ts';
import { calculateRoi } from '../src/domain/roi.ts';
import { EVENT_STREAM, EventStreamParser, parseStreamEvent } from '../src/contract/stream.ts';
import {
  check,
  expectCreated,
  expectError,
  expectGenericError,
  expectResponseBody,
  expectSuccess,
  request,
  sameJson,
  send,
  uniqueEmail,
  type Hook,
  type KnownGap,
  type Target,
} from './http.ts';
import { samples } from './samples.ts';
import { generatedRules } from './generated/generated-rules.ts';
import { rateLimitRules } from './rate-limit-rules.ts';
import { webhookRules } from './webhooks/webhook-rules.ts';

/**
 * Why a static mock of the OpenAPI document (answering the documented examples) cannot pass a rule:
 * 'memory' - it relies on what an earlier request stored (a session, a subscription, a token);
 * 'logic'  - it checks values computed from the input (including which field a 400 names: a static mock
 *            answers one example per status), or a limit the JSON Schema cannot express.
 */
export type StateNeed = 'memory' | 'logic';

export interface Rule {
  /** The call the rule is about, 'api' for rules about the API as a whole, 'webhooks' for what the server sends. */
  call: EndpointId | 'api' | 'webhooks';
  rule: string;
  /** Why the rule exists, citing docs/product-rules.md. */
  why: string;
  needsState?: StateNeed;
  /** Target capabilities or inputs the rule needs; without them it is reported as skipped. */
  needs?: Hook[];
  /** A check some targets are known to fail (target.knownGaps): there it is reported as skipped with the reason. */
  gap?: KnownGap;
  run: (target: Target) => Promise<void>;
}

interface RuleMeta {
  why: string;
  state?: StateNeed;
  needs?: Hook[];
  gap?: KnownGap;
}

const rules: Rule[] = [];
const rule = (call: Rule['call'], name: string, meta: RuleMeta, run: Rule['run']) =>
  rules.push({
    call,
    rule: name,
    why: meta.why,
    ...(meta.state ? { needsState: meta.state } : {}),
    ...(meta.needs ? { needs: meta.needs } : {}),
    ...(meta.gap ? { gap: meta.gap } : {}),
    run,
  });

const STREAM_WHY =
  "product-rules.md D1: the concierge's reply streams (server-sent events) to a client that asks with Accept: text/event-stream, and JSON stays the answer to every other client; the events are the document's, and done carries the same body as the JSON answer (issue 63).";

/** A fresh chat session id on the target (setup: lenient, see expectCreated). */
async function startSession(target: Target): Promise<string> {
  return expectCreated('chat.start', await send(target, 'chat.start', { body: samples.chatStart() })).id;
}

const SHAPE = 'product-rules.md D1: the success answer of every call has the documented status and shape.';
// ---------------------------------------------------------------------------------------------
// stats.live
rule('stats.live', 'GET answers 200 with agentsRunning, costSavings, efficiencyGain, tasksAutomated, uptime', { why: SHAPE }, async (t) => {
  expectSuccess('stats.live', await send(t, 'stats.live'));
});
rule('stats.live', 'values are plausible: counts not negative, efficiencyGain and uptime percentages', { why: 'product-rules.md D1: costSavings is in thousands of dollars, efficiencyGain and uptime are percentages; the home page counters show them as they come.' }, async (t) => {
  const stats = expectSuccess('stats.live', await send(t, 'stats.live'));
  check(stats.agentsRunning >= 0 && stats.tasksAutomated >= 0 && stats.costSavings >= 0, `negative figure in ${JSON.stringify(stats)}`);
  check(stats.efficiencyGain > 0 && stats.efficiencyGain <= 100, `efficiencyGain ${stats.efficiencyGain} is not a percentage`);
  check(stats.uptime > 0 && stats.uptime <= 100, `uptime ${stats.uptime} is not a percentage`);
});

// ---------------------------------------------------------------------------------------------
// roi.calculate
rule('roi.calculate', 'answers 200 with laborSavings, errorSavings, efficiencySavings, totalROI', { why: SHAPE }, async (t) => {
  expectSuccess('roi.calculate', await send(t, 'roi.calculate', { body: samples.roi() }));
});
rule('roi.calculate', 'the defaults (85000, 2500, 12) give 223125, 65025, 43223, total 331373', { why: 'product-rules.md D2: the ROI formula; the defaults are the figures the calculator shows on load.', state: 'logic' }, async (t) => {
  const roi = expectSuccess('roi.calculate', await send(t, 'roi.calculate', { body: samples.roi() }));
  const expected = { laborSavings: 223125, errorSavings: 65025, efficiencySavings: 43223, totalROI: 331373 };
  check(sameJson({ ...roi }, { ...roi, ...expected }), `expected ${JSON.stringify(expected)}, got ${JSON.stringify(roi)}`);
});
rule('roi.calculate', 'follows the ROI formula of the OpenAPI document (roi.calculate) at the edges of the slider ranges', { why: 'product-rules.md D2: each part rounded with Math.round and the total the sum of the rounded parts, at the slider extremes too.', state: 'logic' }, async (t) => {
  for (const edge of ['min', 'max'] as const) {
    const input = { fteCost: roiInputs.fteCost[edge], taskVolume: roiInputs.taskVolume[edge], errorRate: roiInputs.errorRate[edge] };
    const roi = expectSuccess('roi.calculate', await send(t, 'roi.calculate', { body: input }));
    const expected = calculateRoi(input);
    check(
      roi.laborSavings === expected.laborSavings &&
        roi.errorSavings === expected.errorSavings &&
        roi.efficiencySavings === expected.efficiencySavings &&
        roi.totalROI === expected.totalROI,
      `for ${JSON.stringify(input)} expected ${JSON.stringify(expected)}, got ${JSON.stringify(roi)}`,
    );
  }
});

// ---------------------------------------------------------------------------------------------
// playground.analyze
rule('playground.analyze', 'answers 200 with results.efficiency (1-100), savings (> 0), improvements (>= 1)', { why: SHAPE }, async (t) => {
  expectSuccess('playground.analyze', await send(t, 'playground.analyze', { body: samples.playground() }));
});
rule('playground.analyze', 'is deterministic: the same input gives the same results', { why: 'product-rules.md D2: results are a function of the input, so a visitor asking twice sees the same answer.' }, async (t) => {
  const first = expectSuccess('playground.analyze', await send(t, 'playground.analyze', { body: samples.playground() }));
  const second = expectSuccess('playground.analyze', await send(t, 'playground.analyze', { body: samples.playground() }));
  check(sameJson(first, second), `two identical requests answered ${JSON.stringify(first)} and ${JSON.stringify(second)}`);
});

// ---------------------------------------------------------------------------------------------
// blueprint.generate
const [goalQuestion, sizeQuestion, priorityQuestion] = blueprintQuestions;
rule('blueprint.generate', 'answers 200 with dollarImpact and a roadmap of at least 3 phases', { why: SHAPE }, async (t) => {
  expectSuccess('blueprint.generate', await send(t, 'blueprint.generate', { body: samples.blueprint() }));
});
rule('blueprint.generate', 'is deterministic: the same answers give the same blueprint', { why: 'product-rules.md D2: results are a function of the input, so a visitor asking twice sees the same answer.' }, async (t) => {
  const first = expectSuccess('blueprint.generate', await send(t, 'blueprint.generate', { body: samples.blueprint() }));
  const second = expectSuccess('blueprint.generate', await send(t, 'blueprint.generate', { body: samples.blueprint() }));
  check(sameJson(first, second), `two identical requests answered differently`);
});
rule('blueprint.generate', 'a larger company size never gives a smaller dollarImpact', { why: 'product-rules.md D1: a larger company never gets a smaller projected dollar impact.', state: 'logic' }, async (t) => {
  for (const goal of goalQuestion.options) {
    for (const priority of priorityQuestion.options) {
      let previous: { size: string; impact: number } | undefined;
      for (const size of sizeQuestion.options) {
        const body = { responses: { goal: goal.id, 'company-size': size.id, 'priority-area': priority.id } };
        const { dollarImpact } = expectSuccess('blueprint.generate', await send(t, 'blueprint.generate', { body }));
        check(
          !previous || dollarImpact >= previous.impact,
          `${goal.id}/${priority.id}: ${size.id} gives ${dollarImpact}, less than ${previous?.size} (${previous?.impact})`,
        );
        previous = { size: size.id, impact: dollarImpact };
      }
    }
  }
});

// ---------------------------------------------------------------------------------------------
// leads.capture
rule('leads.capture', 'answers 201 with { id }', { why: `${SHAPE} 201 is for a new lead; a repeat answers 200 (see below).`, state: 'memory' }, async (t) => {
  expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.pricingLead() }), 201);
});
rule('leads.capture', 'a repeated newsletter subscription answers 200 with the existing id', { why: 'product-rules.md D1: a repeated subscription stores nothing twice; emails compare case-insensitively, so Casey@X and casey@x are one subscriber.', state: 'memory' }, async (t) => {
  const email = uniqueEmail('newsletter-twice');
  const first = expectCreated('leads.capture', await send(t, 'leads.capture', { body: samples.newsletter(email) }));
  const again = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.newsletter(email.toUpperCase()) }), 200);
  check(again.id === first.id, `the repeat answered id ${again.id}, the first subscription ${first.id}`);
});
rule('leads.capture', 'a repeated registration for the same event answers 200 with the existing id; another event is new', { why: 'product-rules.md D1: a repeated registration for the same event stores nothing twice; another event is a new registration.', state: 'memory' }, async (t) => {
  const email = uniqueEmail('event-twice');
  const first = expectCreated('leads.capture', await send(t, 'leads.capture', { body: samples.eventRegistration(email, 'building-custom-ai-workflows') }));
  const again = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.eventRegistration(email, 'building-custom-ai-workflows') }), 200);
  check(again.id === first.id, `the repeat answered id ${again.id}, the first registration ${first.id}`);
  const other = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.eventRegistration(email, 'enterprise-ai-transformation') }), 201);
  check(other.id !== first.id, 'a registration for another event reused the first id');
});

// ---------------------------------------------------------------------------------------------
// content.summarize
const words = (text: string) => text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [];
rule('content.summarize', 'answers 200 with a summary shorter than the content and built from it', { why: 'product-rules.md D1 and D2: a summary is computed from the content and shorter than it.', state: 'logic' }, async (t) => {
  const body = samples.summarize();
  const { summary } = expectSuccess('content.summarize', await send(t, 'content.summarize', { body }));
  check(summary.trim().length > 0, 'the summary is empty');
  check(summary.length < body.content.length, `the summary (${summary.length} chars) is not shorter than the content (${body.content.length})`);
  const source = new Set(words(`${body.title} ${body.content}`));
  const summaryWords = words(summary);
  const borrowed = summaryWords.filter((w) => source.has(w)).length;
  check(borrowed >= summaryWords.length * 0.8, `only ${borrowed} of ${summaryWords.length} summary words come from the content: '${summary}'`);
});

// ---------------------------------------------------------------------------------------------
// contact.submit
rule('contact.submit', 'answers 201 with { id }', { why: SHAPE }, async (t) => {
  expectSuccess('contact.submit', await send(t, 'contact.submit', { body: samples.contact() }));
});

// ---------------------------------------------------------------------------------------------
// auth.forgot-password
rule('auth.forgot-password', 'answers 200 with { success: true, message }', { why: SHAPE }, async (t) => {
  expectSuccess('auth.forgot-password', await send(t, 'auth.forgot-password', { body: { email: uniqueEmail('forgot') } }));
});
const NO_ENUMERATION = 'product-rules.md D1: the answer must not reveal whether an account exists for an email.';

/** Every email gets the same status and body. */
async function sameForgotAnswer(t: Target, emails: string[]): Promise<void> {
  const answers = [];
  for (const email of emails) answers.push(await send(t, 'auth.forgot-password', { body: { email } }));
  const [first, ...rest] = answers;
  for (const [i, other] of rest.entries()) {
    check(
      other.status === first!.status && sameJson(other.json, first!.json),
      `${emails[i + 1]} answered ${other.status} ${other.text}, ${emails[0]} answered ${first!.status} ${first!.text}`,
    );
  }
}
rule('auth.forgot-password', 'no account enumeration: two unknown emails get the same answer', { why: NO_ENUMERATION }, async (t) => {
  await sameForgotAnswer(t, [uniqueEmail('forgot-a'), uniqueEmail('forgot-b')]);
});
rule(
  'auth.forgot-password',
  'no account enumeration: a known account (--known-email) gets the same answer as an unknown email',
  { why: NO_ENUMERATION, needs: ['knownEmail'] },
  async (t) => {
    await sameForgotAnswer(t, [t.hooks.knownEmail!, uniqueEmail('forgot-unknown')]);
  },
);

// ---------------------------------------------------------------------------------------------
// auth.reset-password
const goodPassword = 'Orbital2025ok';

/** Setup for the token rules: lenient like expectCreated, so a wrong forgot-password answer fails its own rules. */
async function requestResetLink(t: Target, email: string): Promise<void> {
  const answer = await send(t, 'auth.forgot-password', { body: { email } });
  check(answer.status >= 200 && answer.status < 300, `setup: auth.forgot-password should accept ${email}, got ${answer.status}`);
}
rule('auth.reset-password', '400 { success: false, message } for an unknown token', { why: 'product-rules.md D1: a reset token works once and for 1 hour; any other token answers 400.', state: 'memory' }, async (t) => {
  const body = { token: `contract-tests-unknown-${uniqueEmail('token')}`, newPassword: goodPassword };
  expectError('auth.reset-password', await send(t, 'auth.reset-password', { body }), 400);
});
rule('auth.reset-password', '400 { success: false, message } for a password that breaks the rules', { why: 'product-rules.md D1 and S5: the password rules (8+ characters, upper and lower case, a digit). The body is validated before the token is looked up, so a bad password is reported even with an unknown token.', state: 'logic' }, async (t) => {
  for (const newPassword of ['Short1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
    const body = { token: 'contract-tests-any-token-0000', newPassword };
    expectError('auth.reset-password', await send(t, 'auth.reset-password', { body }), 400, 'newPassword');
  }
});
rule(
  'auth.reset-password',
  'a mailed token resets once (200 { success: true, message }) and is rejected when used again',
  { why: 'product-rules.md D1: a reset token works once.', state: 'memory', needs: ['resetTokenFor'] },
  async (t) => {
    const email = uniqueEmail('reset');
    await requestResetLink(t, email);
    const token = await t.hooks.resetTokenFor!(email);
    check(token, `no reset token was mailed to ${email}`);
    expectSuccess('auth.reset-password', await send(t, 'auth.reset-password', { body: { token, newPassword: goodPassword } }));
    expectError('auth.reset-password', await send(t, 'auth.reset-password', { body: { token, newPassword: `${goodPassword}2` } }), 400);
  },
);
rule(
  'auth.reset-password',
  'a token older than 1 hour is rejected',
  { why: 'product-rules.md D1: a reset link expires 1 hour after it was mailed.', state: 'memory', needs: ['resetTokenFor', 'advanceClock'] },
  async (t) => {
    const email = uniqueEmail('reset-expired');
    await requestResetLink(t, email);
    const token = await t.hooks.resetTokenFor!(email);
    check(token, `no reset token was mailed to ${email}`);
    await t.hooks.advanceClock!(60 * 60 * 1000 + 1000);
    expectError('auth.reset-password', await send(t, 'auth.reset-password', { body: { token, newPassword: goodPassword } }), 400);
  },
);

// ---------------------------------------------------------------------------------------------
// booking.schedule
rule('booking.schedule', 'answers 201 with { id }', { why: SHAPE }, async (t) => {
  expectSuccess('booking.schedule', await send(t, 'booking.schedule', { body: samples.booking() }));
});

// ---------------------------------------------------------------------------------------------
// chat.start
rule('chat.start', "answers 201 with { id, agentType, createdAt } (the concierge's 'sales')", { why: SHAPE }, async (t) => {
  const session = expectSuccess('chat.start', await send(t, 'chat.start', { body: samples.chatStart() }));
  check(session.agentType === samples.chatStart().agentType, `agentType ${session.agentType} instead of the one sent`);
});

// ---------------------------------------------------------------------------------------------
// chat.message
rule('chat.message', 'answers 200 with { response } in a started session', { why: 'product-rules.md D1: a message to a started session gets a reply.', state: 'memory' }, async (t) => {
  const id = await startSession(t);
  const { response } = expectSuccess('chat.message', await send(t, 'chat.message', { params: { id }, body: samples.chatMessage() }));
  check(response.trim().length > 0, 'the reply is empty');
});
rule('chat.message', 'the reply never echoes raw HTML', { why: 'product-rules.md D2: replies are markdown and never echo raw HTML, so a visitor cannot inject markup.', state: 'memory' }, async (t) => {
  const id = await startSession(t);
  const message = 'Hello <script>alert(1)</script><img src=x onerror="alert(2)"> what about pricing?';
  const { response } = expectSuccess('chat.message', await send(t, 'chat.message', { params: { id }, body: samples.chatMessage(message) }));
  check(!/<script|<img|onerror=/i.test(response), `the reply contains raw HTML: ${response.slice(0, 200)}`);
});
rule('chat.message', '404 for an unknown session', { why: 'product-rules.md D1: a message to a session that was never started answers 404.', state: 'memory' }, async (t) => {
  const answer = await send(t, 'chat.message', { params: { id: `no-such-session-${uniqueEmail('s').split('@')[0]}` }, body: samples.chatMessage() });
  expectError('chat.message', answer, 404);
});
rule('chat.message', 'answers JSON unless asked for the event stream (Accept: application/json, */*)', { why: STREAM_WHY, state: 'memory' }, async (t) => {
  const id = await startSession(t);
  for (const accept of ['application/json', '*/*']) {
    const { response } = expectSuccess('chat.message', await send(t, 'chat.message', { params: { id }, body: samples.chatMessage() }, { accept }));
    check(response.trim().length > 0, `the reply to Accept: ${accept} is empty`);
  }
});
rule('chat.message', "Accept: text/event-stream: delta events, then one done with the JSON answer's body (or a JSON answer)", { why: STREAM_WHY, state: 'memory' }, async (t) => {
  const id = await startSession(t);
  const answer = await send(t, 'chat.message', { params: { id }, body: samples.chatMessage() }, { accept: EVENT_STREAM });
  // A server that does not stream answers JSON to this Accept too (the document says so).
  if (!answer.contentType.toLowerCase().startsWith(EVENT_STREAM)) return void expectSuccess('chat.message', answer);
  check(answer.status === 200, `an event stream must answer 200, got ${answer.status}`);
  const events = new EventStreamParser().push(`${answer.text}\n`);
  check(events.length > 0, 'the event stream holds no event');
  const parsed = events.map((event) => parseStreamEvent(contract['chat.message'], event));
  const invalid = parsed.find((event) => event.type === 'invalid');
  check(!invalid, `the stream sent ${invalid && 'issue' in invalid ? invalid.issue : ''}`);
  const last = parsed.at(-1)!;
  check(last.type === 'done', `the stream must end with one done event, its last is ${last.type}`);
  check(parsed.slice(0, -1).every((event) => event.type === 'delta'), 'before done, a stream sends only delta events');
  const { response } = expectResponseBody('chat.message', last.type === 'done' ? last.body : undefined, 'done event');
  check(response.trim().length > 0, 'the reply in done is empty');
});
rule('chat.message', 'Accept: text/event-stream: a failure before the stream is the JSON error with its status (404 for an unknown session)', { why: STREAM_WHY, state: 'memory' }, async (t) => {
  const answer = await send(t, 'chat.message', { params: { id: `no-such-session-${uniqueEmail('s').split('@')[0]}` }, body: samples.chatMessage() }, { accept: EVENT_STREAM });
  expectError('chat.message', answer, 404);
});

// ---------------------------------------------------------------------------------------------
// chat.feedback
const FEEDBACK = 'product-rules.md D1: a call on something that does not exist answers 404; issue 63: a visitor rates a reply of their own session, and a reply the session does not hold is such a thing.';
rule('chat.feedback', 'answers 200 with { messageId } for a reply of the session, and takes a changed or withdrawn rating', { why: FEEDBACK, state: 'memory' }, async (t) => {
  const id = await startSession(t);
  const { messageId } = expectSuccess('chat.message', await send(t, 'chat.message', { params: { id }, body: samples.chatMessage() }));
  for (const helpful of [true, false, null]) {
    const rated = expectSuccess('chat.feedback', await send(t, 'chat.feedback', { params: { id }, body: samples.chatFeedback(messageId, helpful) }));
    check(rated.messageId === messageId, `messageId ${rated.messageId} instead of the one rated`);
  }
});
rule('chat.feedback', '404 for an unknown session, and for a reply the session does not hold', { why: FEEDBACK, state: 'memory' }, async (t) => {
  const id = await startSession(t);
  const other = await startSession(t);
  const { messageId } = expectSuccess('chat.message', await send(t, 'chat.message', { params: { id: other }, body: samples.chatMessage() }));
  expectError('chat.feedback', await send(t, 'chat.feedback', { params: { id: `no-such-session-${uniqueEmail('s').split('@')[0]}` }, body: samples.chatFeedback(messageId) }), 404);
  expectError('chat.feedback', await send(t, 'chat.feedback', { params: { id }, body: samples.chatFeedback(messageId) }), 404);
  expectError('chat.feedback', await send(t, 'chat.feedback', { params: { id }, body: samples.chatFeedback() }), 404);
});

// ---------------------------------------------------------------------------------------------
// agents.analyze
rule('agents.analyze', 'answers 200 with { result }', { why: SHAPE }, async (t) => {
  expectSuccess('agents.analyze', await send(t, 'agents.analyze', { body: samples.agents() }));
});
rule('agents.analyze', 'is deterministic: the same input gives the same result', { why: 'product-rules.md D2: results are a function of the input, so a visitor asking twice sees the same answer.' }, async (t) => {
  const first = expectSuccess('agents.analyze', await send(t, 'agents.analyze', { body: samples.agents() }));
  const second = expectSuccess('agents.analyze', await send(t, 'agents.analyze', { body: samples.agents() }));
  check(sameJson(first, second), 'two identical requests answered differently');
});

// ---------------------------------------------------------------------------------------------
// Rules every call shares (product-rules.md D1: "every call also answers ...")
for (const endpoint of endpoints) {
  const id = endpoint.id;
  const path = () => (endpoint.params ? endpoint.path.replace(':id', 'contract-tests-no-such-session') : endpoint.path);
  if (endpoint.method === 'POST') {
    const limitKb = Math.round(endpoint.maxBodyBytes / 1024);
    rule(id, `413 for a body over ${limitKb} KB`, { why: `product-rules.md D1: every call refuses a body over its size limit (at most ${MAX_BODY_BYTES / 1024} KB) with 413.`, state: 'logic' }, async (t) => {
      const raw = JSON.stringify({ padding: 'x'.repeat(endpoint.maxBodyBytes + 1024) });
      expectError(id, await request(t, 'POST', path(), raw), 413);
    });
  }
  const wrongMethods = endpoint.method === 'GET' ? ['POST', 'DELETE'] : ['GET', 'PUT', 'DELETE'];
  rule(id, '405 (JSON) for a wrong method', { why: 'product-rules.md D1: a wrong method answers 405 with the JSON error body, not an HTML page.' }, async (t) => {
    for (const method of wrongMethods) {
      expectGenericError(await request(t, method, path()), 405);
    }
  });
  rule(id, `405 names the allowed method (Allow: ${endpoint.method})`, { why: 'product-rules.md D1: a wrong method answers 405; as RFC 9110 (15.5.6) requires, its Allow header lists the methods the path takes.' }, async (t) => {
    for (const method of wrongMethods) {
      const answer = await request(t, method, path());
      const allowed = (answer.headers.get('allow') ?? '').split(',').map((m) => m.trim().toUpperCase());
      check(answer.status === 405 && allowed.includes(endpoint.method), `${method} answered ${answer.status} with Allow '${answer.headers.get('allow') ?? '(none)'}', expected 405 with Allow listing ${endpoint.method}`);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// No public way to read captured data back (product-rules.md D1)
const readMethods = ['GET', 'PUT', 'PATCH', 'DELETE'] as const;

/** Captures a record, then tries every way of reading it back: only 404/405, never the data. */
async function noReadBack(t: Target, captured: { id: string; secret: string }, paths: string[]): Promise<void> {
  const allPaths = [...paths, '/db', '/api/db', `/api/records/${captured.id}`];
  for (const path of allPaths) {
    for (const method of readMethods) {
      const answer = await request(t, method, path);
      // The id may be echoed in a 'not found' message; the captured content must never appear.
      check(!answer.text.includes(captured.secret), `${method} ${path} answered ${answer.status} with the captured data`);
      const isApi = path.startsWith('/api');
      // Outside /api a server may serve the site's HTML shell (SPA fallback); that carries no data.
      const htmlShell = !isApi && answer.status === 200 && answer.contentType.includes('text/html');
      check(answer.status === 404 || answer.status === 405 || htmlShell, `${method} ${path} answered ${answer.status} (expected 404 or 405)`);
    }
  }
}

rule('leads.capture', 'no path reads captured leads back (404/405 only)', { why: 'product-rules.md D1: there is no public way to read captured leads, contacts, bookings or chats back.' }, async (t) => {
  const lead = samples.pricingLead();
  const { id } = expectCreated('leads.capture', await send(t, 'leads.capture', { body: lead }));
  await noReadBack(t, { id, secret: lead.email }, ['/api/leads', `/api/leads/${id}`, '/api/leads/capture', '/leads', `/leads/${id}`, '/api/subscribers', '/api/registrations']);
});
rule('contact.submit', 'no path reads contact messages back (404/405 only)', { why: 'product-rules.md D1: there is no public way to read captured leads, contacts, bookings or chats back.' }, async (t) => {
  const message = samples.contact();
  const { id } = expectCreated('contact.submit', await send(t, 'contact.submit', { body: message }));
  await noReadBack(t, { id, secret: message.email }, ['/api/contact', `/api/contact/${id}`, '/api/contacts', '/api/contact/submit', '/contacts', '/contactMessages']);
});
rule('booking.schedule', 'no path reads bookings back (404/405 only)', { why: 'product-rules.md D1: there is no public way to read captured leads, contacts, bookings or chats back.' }, async (t) => {
  const booking = samples.booking();
  const { id } = expectCreated('booking.schedule', await send(t, 'booking.schedule', { body: booking }));
  await noReadBack(t, { id, secret: booking.email }, ['/api/bookings', `/api/bookings/${id}`, '/api/booking', `/api/booking/${id}`, '/api/booking/schedule', '/bookings']);
});
rule('chat.message', 'no path reads a chat session or its messages back (404/405 only)', { why: 'product-rules.md D1: there is no public way to read captured leads, contacts, bookings or chats back.', state: 'memory' }, async (t) => {
  const id = await startSession(t);
  const secret = `contract-secret-${uniqueEmail('chat').split('@')[0]}`;
  const sent = await send(t, 'chat.message', { params: { id }, body: samples.chatMessage(secret) });
  check(sent.status >= 200 && sent.status < 300, `setup: chat.message should accept the message, got ${sent.status}`);
  await noReadBack(t, { id, secret }, [`/api/chat/${id}`, `/api/chat/${id}/messages`, '/api/chat/sessions', '/api/chat', '/chatSessions', '/chatMessages']);
});

// ---------------------------------------------------------------------------------------------
// The API as a whole
rule('api', '404 (JSON error body) for an unknown /api path', { why: 'product-rules.md D1: an unknown /api path answers 404 with the JSON error body, never the site.' }, async (t) => {
  for (const [method, path] of [['GET', '/api/does-not-exist'], ['POST', '/api/leads/export'], ['GET', '/api']] as const) {
    expectGenericError(await request(t, method, path, method === 'POST' ? '{}' : undefined), 404);
  }
});

/** The hand-written rules, the generated ones (generated/generated-rules.ts), the rate limits met and the webhooks; the runner groups them by call. */
export const contractRules: readonly Rule[] = [...rules, ...generatedRules, ...rateLimitRules, ...webhookRules];

/** The calls in contract order, then 'api', then 'webhooks'. */
export const ruleGroups: ReadonlyArray<Rule['call']> = [...endpoints.map((e) => e.id), 'api', 'webhooks'];
