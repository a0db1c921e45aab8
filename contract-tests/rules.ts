// The contract's rules as data: every check the suite makes, per call, runnable against any target.
// The vitest suite (api.contract.test.ts) turns each into describe(call) / it(rule); the unit test
// (broken-handlers.unit.test.ts) runs the same checks against a deliberately broken mock.
// Source of every rule: decisions.md section 1 (and section 2 for the promised determinism).
import {
  blueprintQuestions,
  endpoints,
  MAX_BODY_BYTES,
  roiInputs,
  SUMMARIZE_MAX_CHARS,
  CHAT_MESSAGE_MAX_CHARS,
  timeSlots,
  type EndpointId,
} from '../src/contract/index.ts';
import { calculateRoi } from '../src/domain/roi.ts';
import { site } from '../src/config/site.ts';
import {
  check,
  expectError,
  expectGenericError,
  expectSuccess,
  request,
  sameJson,
  send,
  uniqueEmail,
  type Hook,
  type Target,
} from './http.ts';
import { samples, yesterdayEverywhere } from './samples.ts';

export interface Rule {
  /** The call the rule is about, or 'api' for rules about the API as a whole. */
  call: EndpointId | 'api';
  rule: string;
  /** Target capabilities the rule needs; without them it is reported as skipped. */
  needs?: Hook[];
  run: (target: Target) => Promise<void>;
}

const rules: Rule[] = [];
const rule = (call: Rule['call'], name: string, run: Rule['run'], needs?: Hook[]) =>
  rules.push({ call, rule: name, run, ...(needs ? { needs } : {}) });

/** A fresh chat session id on the target. */
async function startSession(target: Target): Promise<string> {
  return expectSuccess('chat.start', await send(target, 'chat.start', { body: samples.chatStart() })).id;
}

// ---------------------------------------------------------------------------------------------
// stats.live
rule('stats.live', 'GET answers 200 with agentsRunning, costSavings, efficiencyGain, tasksAutomated, uptime', async (t) => {
  expectSuccess('stats.live', await send(t, 'stats.live'));
});
rule('stats.live', 'values are plausible: counts not negative, efficiencyGain and uptime percentages', async (t) => {
  const stats = expectSuccess('stats.live', await send(t, 'stats.live'));
  check(stats.agentsRunning >= 0 && stats.tasksAutomated >= 0 && stats.costSavings >= 0, `negative figure in ${JSON.stringify(stats)}`);
  check(stats.efficiencyGain > 0 && stats.efficiencyGain <= 100, `efficiencyGain ${stats.efficiencyGain} is not a percentage`);
  check(stats.uptime > 0 && stats.uptime <= 100, `uptime ${stats.uptime} is not a percentage`);
});

// ---------------------------------------------------------------------------------------------
// roi.calculate
rule('roi.calculate', 'answers 200 with laborSavings, errorSavings, efficiencySavings, totalROI', async (t) => {
  expectSuccess('roi.calculate', await send(t, 'roi.calculate', { body: samples.roi() }));
});
rule('roi.calculate', 'the defaults (85000, 2500, 12) give 223125, 65025, 43223, total 331373', async (t) => {
  const roi = expectSuccess('roi.calculate', await send(t, 'roi.calculate', { body: samples.roi() }));
  const expected = { laborSavings: 223125, errorSavings: 65025, efficiencySavings: 43223, totalROI: 331373 };
  check(sameJson({ ...roi }, { ...roi, ...expected }), `expected ${JSON.stringify(expected)}, got ${JSON.stringify(roi)}`);
});
rule('roi.calculate', 'follows the formula of decisions.md section 2 at the edges of the slider ranges', async (t) => {
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
rule('roi.calculate', '400 with a field message when a field is missing', async (t) => {
  const { taskVolume: _omitted, ...body } = samples.roi();
  expectError('roi.calculate', await send(t, 'roi.calculate', { body }), 400, 'taskVolume');
});
rule('roi.calculate', '400 with a field message when a field is not a number', async (t) => {
  expectError('roi.calculate', await send(t, 'roi.calculate', { body: { ...samples.roi(), fteCost: '85000' } }), 400, 'fteCost');
});
rule('roi.calculate', '400 with a field message when a field is outside its slider range', async (t) => {
  const below = { ...samples.roi(), errorRate: roiInputs.errorRate.min - 1 };
  expectError('roi.calculate', await send(t, 'roi.calculate', { body: below }), 400, 'errorRate');
  const above = { ...samples.roi(), fteCost: roiInputs.fteCost.max + 1000 };
  expectError('roi.calculate', await send(t, 'roi.calculate', { body: above }), 400, 'fteCost');
});

// ---------------------------------------------------------------------------------------------
// playground.analyze
rule('playground.analyze', 'answers 200 with results.efficiency (1-100), savings (> 0), improvements (>= 1)', async (t) => {
  expectSuccess('playground.analyze', await send(t, 'playground.analyze', { body: samples.playground() }));
});
rule('playground.analyze', 'is deterministic: the same input gives the same results', async (t) => {
  const first = expectSuccess('playground.analyze', await send(t, 'playground.analyze', { body: samples.playground() }));
  const second = expectSuccess('playground.analyze', await send(t, 'playground.analyze', { body: samples.playground() }));
  check(sameJson(first, second), `two identical requests answered ${JSON.stringify(first)} and ${JSON.stringify(second)}`);
});
rule('playground.analyze', '400 with a field message for a missing option', async (t) => {
  const { dataSource: _omitted, ...body } = samples.playground();
  expectError('playground.analyze', await send(t, 'playground.analyze', { body }), 400, 'dataSource');
});
rule('playground.analyze', '400 with a field message for an unknown option', async (t) => {
  const body = { ...samples.playground(), analysisType: 'mind-reading' };
  expectError('playground.analyze', await send(t, 'playground.analyze', { body }), 400, 'analysisType');
});

// ---------------------------------------------------------------------------------------------
// blueprint.generate
const [goalQuestion, sizeQuestion, priorityQuestion] = blueprintQuestions;
rule('blueprint.generate', 'answers 200 with dollarImpact and a roadmap of at least 3 phases', async (t) => {
  expectSuccess('blueprint.generate', await send(t, 'blueprint.generate', { body: samples.blueprint() }));
});
rule('blueprint.generate', 'is deterministic: the same answers give the same blueprint', async (t) => {
  const first = expectSuccess('blueprint.generate', await send(t, 'blueprint.generate', { body: samples.blueprint() }));
  const second = expectSuccess('blueprint.generate', await send(t, 'blueprint.generate', { body: samples.blueprint() }));
  check(sameJson(first, second), `two identical requests answered differently`);
});
rule('blueprint.generate', 'a larger company size never gives a smaller dollarImpact', async (t) => {
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
rule('blueprint.generate', '400 for a missing answer', async (t) => {
  const body = { responses: { goal: goalQuestion.options[0].id, 'company-size': sizeQuestion.options[0].id } };
  expectError('blueprint.generate', await send(t, 'blueprint.generate', { body }), 400, 'responses.priority-area');
});
rule('blueprint.generate', '400 for an unknown answer', async (t) => {
  const body = { responses: { ...samples.blueprint().responses, goal: 'world-domination' } };
  expectError('blueprint.generate', await send(t, 'blueprint.generate', { body }), 400, 'responses.goal');
});

// ---------------------------------------------------------------------------------------------
// leads.capture
rule('leads.capture', 'answers 201 with { id }', async (t) => {
  expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.pricingLead() }), 201);
});
rule('leads.capture', 'a repeated newsletter subscription answers 200 with the existing id', async (t) => {
  const email = uniqueEmail('newsletter-twice');
  const first = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.newsletter(email) }), 201);
  const again = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.newsletter(email.toUpperCase()) }), 200);
  check(again.id === first.id, `the repeat answered id ${again.id}, the first subscription ${first.id}`);
});
rule('leads.capture', 'a repeated registration for the same event answers 200 with the existing id; another event is new', async (t) => {
  const email = uniqueEmail('event-twice');
  const first = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.eventRegistration(email, 'building-custom-ai-workflows') }), 201);
  const again = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.eventRegistration(email, 'building-custom-ai-workflows') }), 200);
  check(again.id === first.id, `the repeat answered id ${again.id}, the first registration ${first.id}`);
  const other = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: samples.eventRegistration(email, 'enterprise-ai-transformation') }), 201);
  check(other.id !== first.id, 'a registration for another event reused the first id');
});
rule('leads.capture', '400 with a field message for a bad email', async (t) => {
  expectError('leads.capture', await send(t, 'leads.capture', { body: { ...samples.pricingLead(), email: 'not-an-email' } }), 400, 'email');
});
rule('leads.capture', '400 with a field message for an unknown source', async (t) => {
  expectError('leads.capture', await send(t, 'leads.capture', { body: { ...samples.pricingLead(), source: 'billboard' } }), 400, 'source');
});

// ---------------------------------------------------------------------------------------------
// content.summarize
const words = (text: string) => text.toLowerCase().match(/[a-z0-9]{3,}/g) ?? [];
rule('content.summarize', 'answers 200 with a summary shorter than the content and built from it', async (t) => {
  const body = samples.summarize();
  const { summary } = expectSuccess('content.summarize', await send(t, 'content.summarize', { body }));
  check(summary.trim().length > 0, 'the summary is empty');
  check(summary.length < body.content.length, `the summary (${summary.length} chars) is not shorter than the content (${body.content.length})`);
  const source = new Set(words(`${body.title} ${body.content}`));
  const summaryWords = words(summary);
  const borrowed = summaryWords.filter((w) => source.has(w)).length;
  check(borrowed >= summaryWords.length * 0.8, `only ${borrowed} of ${summaryWords.length} summary words come from the content: '${summary}'`);
});
rule('content.summarize', '400 with a field message for empty content', async (t) => {
  expectError('content.summarize', await send(t, 'content.summarize', { body: { title: 'Empty', content: '   ' } }), 400, 'content');
});
rule('content.summarize', `413 for content over ${SUMMARIZE_MAX_CHARS.toLocaleString('en-US')} characters`, async (t) => {
  const body = { title: 'Too long', content: 'Agents work. '.repeat(Math.ceil((SUMMARIZE_MAX_CHARS + 1) / 13)) };
  expectError('content.summarize', await send(t, 'content.summarize', { body }), 413);
});

// ---------------------------------------------------------------------------------------------
// contact.submit
rule('contact.submit', 'answers 201 with { id }', async (t) => {
  expectSuccess('contact.submit', await send(t, 'contact.submit', { body: samples.contact() }));
});
for (const field of ['name', 'email', 'message'] as const) {
  rule('contact.submit', `400 with a field message when ${field} is missing`, async (t) => {
    const { [field]: _omitted, ...body } = samples.contact();
    expectError('contact.submit', await send(t, 'contact.submit', { body }), 400, field);
  });
}
rule('contact.submit', '400 with a field message for a malformed email', async (t) => {
  expectError('contact.submit', await send(t, 'contact.submit', { body: { ...samples.contact(), email: 'casey@contract' } }), 400, 'email');
});

// ---------------------------------------------------------------------------------------------
// auth.forgot-password
rule('auth.forgot-password', 'answers 200 with { success: true, message }', async (t) => {
  expectSuccess('auth.forgot-password', await send(t, 'auth.forgot-password', { body: { email: uniqueEmail('forgot') } }));
});
rule('auth.forgot-password', 'no account enumeration: the same answer for every email', async (t) => {
  const emails = [uniqueEmail('forgot-a'), uniqueEmail('forgot-b'), site.salesEmail];
  const answers = [];
  for (const email of emails) answers.push(await send(t, 'auth.forgot-password', { body: { email } }));
  const [first, ...rest] = answers;
  for (const [i, other] of rest.entries()) {
    check(
      other.status === first!.status && sameJson(other.json, first!.json),
      `${emails[i + 1]} answered ${other.status} ${other.text}, ${emails[0]} answered ${first!.status} ${first!.text}`,
    );
  }
});
rule('auth.forgot-password', '400 { success: false, message } for a malformed email', async (t) => {
  expectError('auth.forgot-password', await send(t, 'auth.forgot-password', { body: { email: 'casey@@example' } }), 400, 'email');
});

// ---------------------------------------------------------------------------------------------
// auth.reset-password
const goodPassword = 'Orbital2025ok';
rule('auth.reset-password', '400 { success: false, message } for an unknown token', async (t) => {
  const body = { token: `contract-tests-unknown-${uniqueEmail('token')}`, newPassword: goodPassword };
  expectError('auth.reset-password', await send(t, 'auth.reset-password', { body }), 400);
});
rule('auth.reset-password', '400 { success: false, message } for a password that breaks the rules', async (t) => {
  for (const newPassword of ['Short1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
    const body = { token: 'contract-tests-any-token-0000', newPassword };
    expectError('auth.reset-password', await send(t, 'auth.reset-password', { body }), 400, 'newPassword');
  }
});
rule(
  'auth.reset-password',
  'a mailed token resets once (200 { success: true, message }) and is rejected when used again',
  async (t) => {
    const email = uniqueEmail('reset');
    expectSuccess('auth.forgot-password', await send(t, 'auth.forgot-password', { body: { email } }));
    const token = await t.hooks.resetTokenFor!(email);
    check(token, `no reset token was mailed to ${email}`);
    expectSuccess('auth.reset-password', await send(t, 'auth.reset-password', { body: { token, newPassword: goodPassword } }));
    expectError('auth.reset-password', await send(t, 'auth.reset-password', { body: { token, newPassword: `${goodPassword}2` } }), 400);
  },
  ['resetTokenFor'],
);
rule(
  'auth.reset-password',
  'a token older than 1 hour is rejected',
  async (t) => {
    const email = uniqueEmail('reset-expired');
    expectSuccess('auth.forgot-password', await send(t, 'auth.forgot-password', { body: { email } }));
    const token = await t.hooks.resetTokenFor!(email);
    check(token, `no reset token was mailed to ${email}`);
    await t.hooks.advanceClock!(60 * 60 * 1000 + 1000);
    expectError('auth.reset-password', await send(t, 'auth.reset-password', { body: { token, newPassword: goodPassword } }), 400);
  },
  ['resetTokenFor', 'advanceClock'],
);

// ---------------------------------------------------------------------------------------------
// booking.schedule
rule('booking.schedule', 'answers 201 with { id }', async (t) => {
  expectSuccess('booking.schedule', await send(t, 'booking.schedule', { body: samples.booking() }));
});
for (const field of ['callType', 'firstName', 'lastName', 'email', 'company'] as const) {
  rule('booking.schedule', `400 with a field message when ${field} is missing`, async (t) => {
    const { [field]: _omitted, ...body } = samples.booking();
    expectError('booking.schedule', await send(t, 'booking.schedule', { body }), 400, field);
  });
}
rule('booking.schedule', '400 for an unknown callType', async (t) => {
  expectError('booking.schedule', await send(t, 'booking.schedule', { body: { ...samples.booking(), callType: 'brunch' } }), 400, 'callType');
});
rule('booking.schedule', '400 for a date before today', async (t) => {
  const body = { ...samples.booking(), preferredDate: yesterdayEverywhere() };
  expectError('booking.schedule', await send(t, 'booking.schedule', { body }), 400, 'preferredDate');
});
rule('booking.schedule', `400 for a time outside the ${timeSlots.length} slots`, async (t) => {
  for (const preferredTime of ['8:30 AM', '5:30 PM', '9:15 AM']) {
    const body = { ...samples.booking(), preferredTime };
    expectError('booking.schedule', await send(t, 'booking.schedule', { body }), 400, 'preferredTime');
  }
});
rule('booking.schedule', '400 for an unknown timezone', async (t) => {
  expectError('booking.schedule', await send(t, 'booking.schedule', { body: { ...samples.booking(), timezone: 'GMT' } }), 400, 'timezone');
});

// ---------------------------------------------------------------------------------------------
// chat.start
rule('chat.start', "answers 201 with { id, agentType, createdAt } (the concierge's 'sales')", async (t) => {
  const session = expectSuccess('chat.start', await send(t, 'chat.start', { body: samples.chatStart() }));
  check(session.agentType === samples.chatStart().agentType, `agentType ${session.agentType} instead of the one sent`);
});
rule('chat.start', '400 with a field message for a missing agentType', async (t) => {
  const { agentType: _omitted, ...body } = samples.chatStart();
  expectError('chat.start', await send(t, 'chat.start', { body }), 400, 'agentType');
});

// ---------------------------------------------------------------------------------------------
// chat.message
rule('chat.message', 'answers 200 with { response } in a started session', async (t) => {
  const id = await startSession(t);
  const { response } = expectSuccess('chat.message', await send(t, 'chat.message', { params: { id }, body: samples.chatMessage() }));
  check(response.trim().length > 0, 'the reply is empty');
});
rule('chat.message', 'the reply never echoes raw HTML', async (t) => {
  const id = await startSession(t);
  const message = 'Hello <script>alert(1)</script><img src=x onerror="alert(2)"> what about pricing?';
  const { response } = expectSuccess('chat.message', await send(t, 'chat.message', { params: { id }, body: samples.chatMessage(message) }));
  check(!/<script|<img|onerror=/i.test(response), `the reply contains raw HTML: ${response.slice(0, 200)}`);
});
rule('chat.message', '404 for an unknown session', async (t) => {
  const answer = await send(t, 'chat.message', { params: { id: `no-such-session-${uniqueEmail('s').split('@')[0]}` }, body: samples.chatMessage() });
  expectError('chat.message', answer, 404);
});
rule('chat.message', '400 with a field message for a blank message', async (t) => {
  const id = await startSession(t);
  expectError('chat.message', await send(t, 'chat.message', { params: { id }, body: samples.chatMessage('   ') }), 400, 'message');
});
rule('chat.message', `413 for a message over ${CHAT_MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters`, async (t) => {
  const id = await startSession(t);
  const body = samples.chatMessage('a'.repeat(CHAT_MESSAGE_MAX_CHARS + 1));
  expectError('chat.message', await send(t, 'chat.message', { params: { id }, body }), 413);
});

// ---------------------------------------------------------------------------------------------
// agents.analyze
rule('agents.analyze', 'answers 200 with { result }', async (t) => {
  expectSuccess('agents.analyze', await send(t, 'agents.analyze', { body: samples.agents() }));
});
rule('agents.analyze', 'is deterministic: the same input gives the same result', async (t) => {
  const first = expectSuccess('agents.analyze', await send(t, 'agents.analyze', { body: samples.agents() }));
  const second = expectSuccess('agents.analyze', await send(t, 'agents.analyze', { body: samples.agents() }));
  check(sameJson(first, second), 'two identical requests answered differently');
});
for (const field of ['processType', 'currentState', 'goals'] as const) {
  rule('agents.analyze', `400 with a field message when ${field} is missing`, async (t) => {
    const { [field]: _omitted, ...body } = samples.agents();
    expectError('agents.analyze', await send(t, 'agents.analyze', { body }), 400, field);
  });
}

// ---------------------------------------------------------------------------------------------
// Rules every call shares (decisions.md section 1: "Every call also answers ...")
for (const endpoint of endpoints) {
  const id = endpoint.id;
  const path = () => (endpoint.params ? endpoint.path.replace(':id', 'contract-tests-no-such-session') : endpoint.path);
  if (endpoint.method === 'POST') {
    rule(id, '400 for a body that is not valid JSON', async (t) => {
      expectError(id, await request(t, 'POST', path(), '{"email": "casey@example.com",'), 400);
    });
    rule(id, '413 for a body over 256 KB', async (t) => {
      const raw = JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES + 1024) });
      expectError(id, await request(t, 'POST', path(), raw), 413);
    });
  }
  rule(id, '405 (JSON) for a wrong method', async (t) => {
    for (const method of endpoint.method === 'GET' ? ['POST', 'DELETE'] : ['GET', 'PUT', 'DELETE']) {
      expectGenericError(await request(t, method, path()), 405);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// No public way to read captured data back (decisions.md section 1)
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

rule('leads.capture', 'no path reads captured leads back (404/405 only)', async (t) => {
  const lead = samples.pricingLead();
  const { id } = expectSuccess('leads.capture', await send(t, 'leads.capture', { body: lead }), 201);
  await noReadBack(t, { id, secret: lead.email }, ['/api/leads', `/api/leads/${id}`, '/api/leads/capture', '/leads', `/leads/${id}`, '/api/subscribers', '/api/registrations']);
});
rule('contact.submit', 'no path reads contact messages back (404/405 only)', async (t) => {
  const message = samples.contact();
  const { id } = expectSuccess('contact.submit', await send(t, 'contact.submit', { body: message }));
  await noReadBack(t, { id, secret: message.email }, ['/api/contact', `/api/contact/${id}`, '/api/contacts', '/api/contact/submit', '/contacts', '/contactMessages']);
});
rule('booking.schedule', 'no path reads bookings back (404/405 only)', async (t) => {
  const booking = samples.booking();
  const { id } = expectSuccess('booking.schedule', await send(t, 'booking.schedule', { body: booking }));
  await noReadBack(t, { id, secret: booking.email }, ['/api/bookings', `/api/bookings/${id}`, '/api/booking', `/api/booking/${id}`, '/api/booking/schedule', '/bookings']);
});
rule('chat.message', 'no path reads a chat session or its messages back (404/405 only)', async (t) => {
  const id = await startSession(t);
  const secret = `contract-secret-${uniqueEmail('chat').split('@')[0]}`;
  expectSuccess('chat.message', await send(t, 'chat.message', { params: { id }, body: samples.chatMessage(secret) }));
  await noReadBack(t, { id, secret }, [`/api/chat/${id}`, `/api/chat/${id}/messages`, '/api/chat/sessions', '/api/chat', '/chatSessions', '/chatMessages']);
});

// ---------------------------------------------------------------------------------------------
// The API as a whole
rule('api', '404 (JSON error body) for an unknown /api path', async (t) => {
  for (const [method, path] of [['GET', '/api/does-not-exist'], ['POST', '/api/leads/export'], ['GET', '/api']] as const) {
    expectGenericError(await request(t, method, path, method === 'POST' ? '{}' : undefined), 404);
  }
});

export const contractRules: readonly Rule[] = rules;

/** The calls in contract order, then 'api'. */
export const ruleGroups: ReadonlyArray<Rule['call']> = [...endpoints.map((e) => e.id), 'api'];
