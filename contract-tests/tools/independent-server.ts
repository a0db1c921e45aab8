// A second, independent implementation of the Orbital Agents API, written from public/openapi.json and
// the README's backend section alone (nothing from server/, src/ or mocks/), as another company's
// backend team would: plain node:http, in memory. Request bodies are checked against the document's
// own request schemas (read at start, as a team would from the downloaded /openapi.json) by the small
// validator below; the answers hard-code what the descriptions and examples state. Used by
// contract-tests/tools/planted-bugs.ts --target independent (issue 48's table).
import { appendFileSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: unknown };
interface Operation { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { description?: string }> }

const doc = JSON.parse(readFileSync(new URL('../../public/openapi.json', import.meta.url), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const routes = Object.entries(doc.paths).map(([p, ops]) => ({ re: new RegExp(`^${p.replace('{id}', '([^/]+)')}$`), ops }));
const STORE = new Set(['leads.capture', 'contact.submit', 'auth.forgot-password', 'auth.reset-password', 'booking.schedule', 'chat.start', 'chat.message', 'chat.feedback']);

/** Dot path -> message, for the subset of JSON Schema the document uses. Strings are trimmed first. */
function check(schema: Schema, value: Json | undefined, at: string, errors: Record<string, string>): Json | undefined {
  const name = at || 'body';
  const fail = (message: string) => void (errors[name] ??= message);
  if (schema.oneOf || schema.anyOf) {
    const options = (schema.oneOf ?? schema.anyOf) as Schema[];
    const source = value && typeof value === 'object' && !Array.isArray(value) ? value.source : undefined;
    const tags = options.map((o) => (o.properties as Record<string, Schema> | undefined)?.source?.const);
    if (tags.every((t) => t !== undefined)) { // leads.capture: one variant per source
      const tagged = options[(tags as unknown[]).indexOf(source)];
      if (tagged) return check(tagged, value, at, errors);
      return void (errors[at ? `${at}.source` : 'source'] ??= `Source must be one of: ${tags.join(', ')}`);
    }
    for (const option of options) {
      const mine = Object.create(null) as Record<string, string>;
      const out = check(option, value, at, mine);
      if (!Object.keys(mine).length) return out;
    }
    return fail(`${name} is not valid`);
  }
  if (typeof value === 'string') value = value.trim();
  if (schema.type === 'object') {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return fail(`${name} must be an object`);
    const props = (schema.properties ?? {}) as Record<string, Schema>;
    const out: Record<string, Json> = {};
    for (const key of (schema.required ?? []) as string[]) if (value[key] === undefined || value[key] === null) errors[at ? `${at}.${key}` : key] ??= `${key} is required`;
    for (const [key, v] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      if (key === '__proto__' || key === 'constructor' || !Object.hasOwn(props, key)) {
        if (schema.additionalProperties === false || key === '__proto__' || key === 'constructor') errors[path] ??= `${key} is not an allowed field`;
        continue;
      }
      if (key === 'attribution') { // "Bad values are dropped, never refused."
        if (v && typeof v === 'object' && !Array.isArray(v)) out[key] = Object.fromEntries(Object.entries(v).filter(([k, x]) => k in ((props[key]!.properties ?? {}) as object) && typeof x === 'string' && x.length <= 200));
        continue;
      }
      if (v === undefined) continue;
      const checked = check(props[key]!, v, path, errors);
      if (checked !== undefined) out[key] = checked;
    }
    return out;
  }
  if (schema.type === 'array') {
    if (!Array.isArray(value)) return fail(`${name} must be a list`);
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return fail(`Add at least ${schema.minItems}`);
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return fail(`At most ${schema.maxItems} items`);
    return value.map((item, i) => check(schema.items as Schema, item, `${at}.${i}`, errors) ?? null);
  }
  if (schema.type === 'string' && typeof value !== 'string') return fail(`${name} must be text`);
  if (schema.type === 'number' && (typeof value !== 'number' || !Number.isFinite(value))) return fail(`${name} must be a number`);
  if (schema.type === 'integer' && !Number.isInteger(value)) return fail(`${name} must be a whole number`);
  if (schema.type === 'boolean' && typeof value !== 'boolean') return fail(`${name} must be true or false`);
  if ('const' in schema && value !== schema.const) return fail(`${name} must be ${JSON.stringify(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return fail(`${name} must be one of: ${schema.enum.join(', ')}`);
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return fail(`${name} is required`);
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return fail(`${name} must be at most ${schema.maxLength} characters`);
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern).test(value)) return fail(schema.format === 'email' ? 'Enter a valid email address' : `${name} is malformed`);
  }
  if (typeof value === 'number') {
    if ((typeof schema.minimum === 'number' && value < schema.minimum) || (typeof schema.maximum === 'number' && value > schema.maximum)) return fail(`Must be between ${schema.minimum} and ${schema.maximum}`);
  }
  return value;
}

const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
const newId = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
const todayUtcMinus12 = () => new Date(Date.now() - 12 * 3600_000).toISOString().slice(0, 10);
const validDate = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

export interface IndependentServer { url: string; close: () => Promise<void> }

/** Starts the server on 127.0.0.1:port (0: any). rateLimit false raises the documented limits for test runs; mailFile gets one JSON line per reset mail ({ to, link }). */
export async function startIndependentServer(options: { port?: number; rateLimit?: boolean; mailFile?: string } = {}): Promise<IndependentServer> {
  const leads = new Map<string, string>();
  const chats = new Map<string, number>();
  /** Each reply's session, by its messageId. */
  const replies = new Map<string, string>();
  const tokens = new Map<string, { email: string; at: number; used: boolean }>();
  const mails = new Map<string, number[]>();
  const buckets = new Map<string, { tokens: number; at: number }>();

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const route = routes.find((r) => r.re.test(url.pathname));
    if (!route) return send(res, 404, { error: { code: 'not_found', message: `No such path: ${url.pathname}` } });
    const method = (req.method ?? 'GET').toLowerCase();
    const op = route.ops[method === 'head' ? 'get' : method];
    if (!op) return send(res, 405, { error: { code: 'method_not_allowed', message: `Use ${Object.keys(route.ops).join(', ').toUpperCase()}` } }, { allow: Object.keys(route.ops).join(', ').toUpperCase() });
    const id = op.operationId;
    const auth = id.startsWith('auth.');
    const error = (status: number, code: string, message: string, fields?: Record<string, string>) =>
      send(res, status, { ...(auth ? { success: false, message } : {}), error: { code, message, ...(fields ? { fields } : {}) } });

    if (method === 'get') {
      const t = Date.now() / 5000;
      return send(res, 200, { agentsRunning: 2800 + Math.round(40 * Math.sin(t)), costSavings: 847 + Math.round(Math.cos(t) * 5), efficiencyGain: 89, tasksAutomated: 12489 + Math.floor(t % 100000), uptime: 99.9 });
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    const limit = Number(/\(([\d,]+) bytes/.exec(op.responses['413']?.description ?? '')?.[1]?.replaceAll(',', '') ?? 16384);

    if (options.rateLimit !== false) {
      // A token bucket per client and class (120 a minute to store, 600 units to compute, refilled evenly):
      // the document does not say which algorithm; a fixed window fails the kit's pacing (see the README).
      const kind = STORE.has(id) ? 'store' : 'compute';
      const max = kind === 'store' ? 120 : 600;
      const cost = kind === 'store' || raw.length > limit ? 1 : Math.max(1, Math.ceil(raw.length / 2048));
      const key = `${req.socket.remoteAddress}|${kind}`;
      const now = Date.now();
      const bucket = buckets.get(key) ?? { tokens: max, at: now };
      bucket.tokens = Math.min(max, bucket.tokens + ((now - bucket.at) * max) / 60_000);
      bucket.at = now;
      buckets.set(key, bucket);
      if (bucket.tokens < cost) {
        const wait = Math.max(1, Math.ceil(((cost - bucket.tokens) * 60) / max));
        return send(res, 429, { ...(auth ? { success: false, message: `Too many requests. Please try again in ${wait} seconds.` } : {}), error: { code: 'rate_limited', message: `Too many requests. Please try again in ${wait} seconds.` } }, { 'retry-after': String(wait) });
      }
      bucket.tokens -= cost;
    }
    if (raw.length > limit) return error(413, 'payload_too_large', `The request body is larger than ${Math.round(limit / 1024)} KB`);
    if (!/^application\/json\b/i.test(req.headers['content-type'] ?? '')) return error(400, 'invalid_json', 'Send the body as JSON (Content-Type: application/json)');
    let parsed: Json;
    try {
      parsed = JSON.parse(raw.toString('utf8')) as Json;
    } catch {
      return error(400, 'invalid_json', 'The request body is not valid JSON');
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return error(400, 'invalid_json', 'The request body must be a JSON object');

    const inSession = id === 'chat.message' || id === 'chat.feedback';
    const chatId = inSession ? decodeURIComponent(route.re.exec(url.pathname)![1]!) : '';
    if (inSession && !chats.has(chatId)) return error(404, 'not_found', 'The chat session was not found');

    const fields = Object.create(null) as Record<string, string>; // '__proto__' can be a field's name
    const body = check(op.requestBody!.content['application/json']!.schema, parsed, '', fields) as Record<string, Json>;
    if (id === 'booking.schedule' && typeof body?.preferredDate === 'string' && body.preferredDate && !fields.preferredDate) {
      if (!validDate(body.preferredDate)) fields.preferredDate = 'Enter a date as YYYY-MM-DD';
      else if (body.preferredDate < todayUtcMinus12()) fields.preferredDate = 'The date is before today';
    }
    if (id === 'auth.reset-password' && typeof body?.newPassword === 'string') {
      const p = body.newPassword;
      const missing = [p.length < 8 && 'at least 8 characters', !/[A-Z]/.test(p) && 'one uppercase letter', !/[a-z]/.test(p) && 'one lowercase letter', !/\d/.test(p) && 'one digit'].filter(Boolean);
      if (missing.length) fields.newPassword ??= `Password must have: ${missing.join(', ')}`;
    }
    const first = Object.values(fields)[0];
    // A field marked 'x-too-long-status': 413 answers 413 when it is over its maxLength, still naming it.
    const properties = (op.requestBody!.content['application/json']!.schema as { properties?: Record<string, { maxLength?: number; 'x-too-long-status'?: number }> }).properties ?? {};
    const tooLong = Object.entries(properties).find(([name, s]) => s['x-too-long-status'] === 413 && typeof parsed[name] === 'string' && (parsed[name] as string).trim().length > (s.maxLength ?? Infinity));
    if (first && tooLong) return error(413, 'payload_too_large', fields[tooLong[0]] ?? first, { [tooLong[0]]: fields[tooLong[0]] ?? first });
    if (first) return error(400, 'validation_error', first, fields);

    switch (id) {
      case 'roi.calculate': {
        const hourly = (body.fteCost as number) / 2000;
        const tasks = (body.taskVolume as number) * 12;
        const laborSavings = Math.round(tasks * 0.25 * hourly * 0.7);
        const errorSavings = Math.round(((tasks * (body.errorRate as number)) / 100) * 0.5 * hourly * 0.85);
        const efficiencySavings = Math.round((laborSavings + errorSavings) * 0.15);
        return send(res, 200, { laborSavings, errorSavings, efficiencySavings, totalROI: laborSavings + errorSavings + efficiencySavings });
      }
      case 'playground.analyze': {
        const h = hash(`${body.agentType}|${body.dataSource}|${body.analysisType}`);
        const efficiency = 30 + (h % 60);
        const improvements = 5 + (h % 20);
        return send(res, 200, { results: { efficiency, savings: 50_000 + (h % 200) * 1000, improvements, findings: [`The ${body.agentType} agent reviewed ${body.dataSource}.`, `${body.analysisType} found ${improvements} manual steps an agent can take over.`, `Automating them frees about ${efficiency}% of the time spent today.`] } });
      }
      case 'blueprint.generate': {
        const r = body.responses as Record<string, string>;
        const dollarImpact = { startup: 150_000, 'mid-market': 500_000, enterprise: 2_000_000 }[r['company-size']!]! + (hash(r.goal! + r['priority-area']) % 50) * 1000;
        return send(res, 200, { dollarImpact, roadmap: { totalTimeline: '6 months', phases: [{ name: 'Discovery & Process Audit', duration: '2 weeks', investment: 15_000 }, { name: `${r['priority-area']} pilot`, duration: '6 weeks', investment: 60_000 }, { name: `Roll out to ${r.goal}`, duration: '8 weeks', investment: 80_000 }, { name: 'Optimize & Expand', duration: '8 weeks', investment: 40_000 }] } });
      }
      case 'leads.capture': {
        const email = (body.email as string).toLowerCase();
        const key = body.source === 'newsletter' ? `newsletter|${email}` : body.source === 'event-registration' ? `event|${email}|${(body.metadata as Record<string, Json> | undefined)?.eventId ?? ''}` : undefined;
        const existing = key && leads.get(key);
        if (existing) return send(res, 200, { id: existing });
        const leadId = newId('lead');
        if (key) leads.set(key, leadId);
        return send(res, 201, { id: leadId });
      }
      case 'content.summarize': {
        const content = body.content as string;
        const sentences = content.match(/[^.!?]+[.!?]*/g)?.map((s) => s.trim()).filter(Boolean) ?? [];
        const keep = new Set([...sentences].sort((a, b) => new Set(b.toLowerCase().split(/\W+/)).size - new Set(a.toLowerCase().split(/\W+/)).size).slice(0, Math.max(1, Math.ceil(sentences.length / 3))));
        let summary = sentences.filter((s) => keep.has(s)).join(' ');
        if (summary.length >= content.length) summary = content.slice(0, Math.floor(content.length / 2)).trim();
        return send(res, 200, { summary });
      }
      case 'contact.submit':
        return send(res, 201, { id: newId('contact') });
      case 'booking.schedule':
        return send(res, 201, { id: newId('booking') });
      case 'auth.forgot-password': {
        const email = (body.email as string).toLowerCase();
        const recent = (mails.get(email) ?? []).filter((t) => Date.now() - t < 3600_000);
        if (recent.length < 3) {
          recent.push(Date.now());
          for (const t of tokens.values()) if (t.email === email) t.used = true; // a newer link revokes the older ones
          const token = Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('hex');
          tokens.set(token, { email, at: Date.now(), used: false });
          if (options.mailFile) appendFileSync(options.mailFile, `${JSON.stringify({ to: body.email, link: `https://orbital.example/reset-password?token=${token}` })}\n`);
        }
        mails.set(email, recent);
        return send(res, 200, { success: true, message: 'If an account exists for that email, we sent a link to reset your password. It is valid for 1 hour.' });
      }
      case 'auth.reset-password': {
        const t = tokens.get(body.token as string);
        if (!t || t.used || Date.now() - t.at > 3600_000) return error(400, 'invalid_token', 'The reset link is invalid or expired', { token: 'The reset link is invalid or expired' });
        t.used = true;
        return send(res, 200, { success: true, message: 'Your password has been reset successfully.' });
      }
      case 'chat.start': {
        const chat = newId('chat');
        chats.set(chat, ((body.messages as Json[] | undefined) ?? []).length);
        return send(res, 201, { id: chat, agentType: body.agentType, createdAt: new Date().toISOString() });
      }
      case 'chat.message': {
        const turns = chats.get(chatId)!;
        if (turns >= 200) return error(413, 'payload_too_large', 'The session already holds 200 turns');
        chats.set(chatId, turns + 2);
        const messageId = newId('reply');
        replies.set(messageId, chatId);
        return send(res, 200, { response: `Thanks for your message. An **Orbital Agents** specialist can help: see [pricing](/pricing) or [book a call](/book-call).`, messageId });
      }
      case 'chat.feedback': {
        if (replies.get(body.messageId as string) !== chatId) return error(404, 'not_found', 'The reply was not found');
        return send(res, 200, { messageId: body.messageId });
      }
      case 'agents.analyze': {
        const goals = body.goals as string[];
        const automationPotential = 30 + (hash(`${body.processType}|${body.currentState}`) % 60);
        return send(res, 200, { result: { processType: body.processType, automationPotential, hoursSavedPerMonth: Math.max(1, Math.round(automationPotential * 0.95)), recommendedAgents: ['Ops Assistant'], nextSteps: [`Map the ${body.processType} process step by step`, 'Pilot the Ops Assistant on one team for two weeks', `Measure progress against your goals: ${goals.join(', ')}`] } });
      }
    }
    return error(500, 'internal_error', 'The server failed unexpectedly');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 500, { error: { code: 'internal_error', message: 'The server failed unexpectedly' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
