// `npm run eval:concierge`: asks the evaluation list (server/concierge/eval/questions.ts) of the
// reference server's concierge, each question in a new conversation, and prints for each the pages
// the answer cites, whether it cites a page it must, and whether every figure in it appears on the
// pages it cites; then the time the chat adds over the provider's own time (p50, p99), measured by a
// pass-through proxy between the server and the provider; and, on the same list, retrieval alone (a
// page to cite in the top 3) and the offline demo's concierge (the composer the mock answers with). Each message is asked as the concierge asks
// it, streamed (Accept: text/event-stream): the time from sending it to the first visible word (the
// first delta with a word in it, or the done event of an answer that streamed nothing) is printed
// beside the provider's own time to its first token, with the goal (at most 100 ms more, p50 and p99).
// Against the fake, FAKE_LLM_DELAY_MS is its time to the first token (default 300) and
// FAKE_LLM_TOKENS_PER_SECOND its pace (default 80), a hosted small model's.
// Provider: LLM_BASE_URL, LLM_API_KEY, LLM_MODEL as for the server; without them the scripted fake
// (server/test/llm-fake.ts, FAKE_LLM_DELAY_MS of provider time, default 50). `--rounds N` asks the list N
// times (default 3 against the fake, 1 against a real provider).
import { createServer, request as httpRequestRaw } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { buildPath, contract } from '../../../src/contract/index.ts';
import { EVENT_STREAM, parseStreamEvent, readEventStream } from '../../../src/contract/stream.ts';
import { composeAnswer } from '../../../src/domain/concierge/compose.ts';
import { retriever } from '../../../src/domain/concierge/retrieval.ts';
import type { Source } from '../../../src/domain/concierge/sources.ts';
import { loadSiteIndex } from '../site-index.ts';
import { INSTRUCTIONS_REFUSED } from '../concierge.ts';
import { evalQuestions, type EvalQuestion } from './questions.ts';
import { scriptProvider } from '../../test/llm-fake.ts';
import { httpRequest, percentile, startServerProcess, storedRecords, tempDataFile } from '../../test/harness.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string' } } });
const llm = await scriptProvider({ delayMs: Number(process.env.FAKE_LLM_DELAY_MS ?? 300), tokensPerSecond: Number(process.env.FAKE_LLM_TOKENS_PER_SECOND ?? 80) });
const real = llm.real;
const rounds = Number(values.rounds ?? (real ? 1 : 3));
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error('--rounds must be a positive integer');
  process.exit(2);
}

const upstream = new URL(`${llm.url.replace(/\/$/, '')}/`);

/** Provider time of the calls made since the last reset, in ms, as the proxy saw it. */
let providerMs = 0;
/** The provider's time to the first token of text of the first call since the last reset (its first chunk with content). */
let firstTokenMs: number | undefined;
const proxy = createServer((req, res) => {
  const started = performance.now();
  const target = new URL(req.url!.replace(/^\/+/, ''), upstream);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequestRaw;
  const out = send(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.on('data', (chunk: Buffer) => {
      // A streamed chunk with text, or a whole JSON answer: the provider's first token is here.
      if (firstTokenMs === undefined && /"content":"(?!")/.test(chunk.toString('utf8'))) firstTokenMs = performance.now() - started;
    });
    answer.pipe(res);
    answer.on('end', () => (providerMs += performance.now() - started));
  });
  out.on('error', () => res.destroy());
  req.pipe(out);
});
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${upstream.pathname.replace(/\/$/, '')}`;

const { file: dataFile, cleanup } = await tempDataFile('orbital-eval-');
const server = await startServerProcess({
  dataFile,
  env: {
    ...llm.env(proxyUrl),
    RATE_LIMIT_MAX: '100000',
    LLM_CLIENT_TOKENS_PER_HOUR: '100000000',
  },
});

const index = loadSiteIndex(undefined);
const pageText = (paths: string[]) => index.passages.filter((p) => paths.length === 0 || paths.includes(p.path)).map((p) => p.text).join('\n');
const citedPages = (sources: readonly Source[]) => [...new Set(sources.map((s) => s.href.split('#')[0]!))];
const FIGURE = /\$?\d[\d,.]*(?:%|K\b|M\b|×)?/g;
const withoutTrailingPunctuation = (figure: string) => {
  let end = figure.length;
  while (end > 0 && (figure[end - 1] === '.' || figure[end - 1] === ',')) end--;
  return figure.slice(0, end);
};
const figuresOf = (text: string) => [...new Set((text.match(FIGURE) ?? []).map(withoutTrailingPunctuation))];

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await httpRequest(`${server.url}${path}`, { method: 'POST', body: JSON.stringify(body), timeoutMs: 120_000 });
  return { status: answer.status, json: JSON.parse(answer.text) as Record<string, unknown> };
}

/** The message asked as the concierge asks it (streamed): the done body, and when the first word showed. */
async function streamed(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown>; firstWordMs: number }> {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: EVENT_STREAM },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  if (!(res.headers.get('content-type') ?? '').startsWith(EVENT_STREAM)) {
    const text = await res.text();
    return { status: res.status, json: JSON.parse(text) as Record<string, unknown>, firstWordMs: performance.now() - started };
  }
  let firstWordMs: number | undefined;
  let json: Record<string, unknown> = {};
  let status = res.status;
  await readEventStream(res.body!, (event) => {
    const parsed = parseStreamEvent<Record<string, unknown>>(contract['chat.message'], event);
    if (parsed.type === 'delta' && /\S/.test(parsed.text)) firstWordMs ??= performance.now() - started;
    if (parsed.type === 'done') {
      firstWordMs ??= performance.now() - started;
      json = parsed.body;
    }
    if (parsed.type === 'error') status = parsed.status;
    if (parsed.type === 'invalid') throw new Error(`the stream sent ${parsed.issue}`);
  });
  return { status, json, firstWordMs: firstWordMs ?? performance.now() - started };
}

interface Row {
  q: EvalQuestion;
  firstWordMs: number;
  /** The provider's time to its first token; undefined when the answer asked no model (a rule answer). */
  firstTokenMs: number | undefined;
  cited: string[];
  citesOk: boolean;
  figures: string[];
  missing: string[];
  chatMs: number;
  providerMs: number;
  status: number;
}

async function ask(q: EvalQuestion): Promise<Row> {
  const { json: session } = await post(buildPath(contract['chat.start']), { agentType: 'sales', messages: [] });
  providerMs = 0;
  firstTokenMs = undefined;
  const started = performance.now();
  const { status, json, firstWordMs } = await streamed(buildPath(contract['chat.message'], { id: String(session.id) }), { message: q.question, agentType: 'sales' });
  const chatMs = performance.now() - started;
  const response = String(json.response ?? '');
  // A source links a page, or a section of it (/pricing#plan-comparison): the page is what counts.
  const cited = citedPages((json.sources as Source[] | undefined) ?? []);
  const body = response;
  const citesOk =
    status === 200 &&
    (q.kind === 'grounded'
      ? q.cite.some((page) => cited.includes(page))
      : q.kind === 'lead'
        ? response.includes('I have passed your request') && storedRecords(dataFile, 'leads').some((l) => (l.data as { metadata?: { sessionId?: string } }).metadata?.sessionId === session.id)
        : q.kind === 'injection'
          ? response === INSTRUCTIONS_REFUSED
          : cited.length === 0);
  const figures = figuresOf(body.replace(/\]\([^)\s]*\)/g, ']'));
  const content = pageText(cited);
  return { q, cited, citesOk, figures, missing: figures.filter((f) => !content.includes(f)), chatMs, providerMs, status, firstWordMs, firstTokenMs };
}

const rows: Row[] = [];
for (let round = 0; round < rounds; round++) for (const q of evalQuestions) rows.push(await ask(q));

console.log(`provider: ${real ? upstream.origin : 'scripted fake (server/test/llm-fake.ts)'}; ${evalQuestions.length} questions × ${rounds} round(s)\n`);
for (const row of rows.slice(0, evalQuestions.length)) {
  const figures = row.figures.length === 0 ? 'no figures' : row.missing.length === 0 ? `figures ${row.figures.length}/${row.figures.length} on the cited pages` : `figures ${row.figures.length - row.missing.length}/${row.figures.length} (not on the cited pages: ${row.missing.join(', ')})`;
  console.log(`${row.citesOk ? 'ok  ' : 'MISS'} [${row.q.kind}] ${row.q.question}`);
  console.log(`     cites ${row.cited.join(' ') || 'nothing'}${row.q.cite.length ? ` (must: ${row.q.cite.join(' or ')})` : ''}; ${figures}; HTTP ${row.status}`);
}
const first = rows.slice(0, evalQuestions.length);
const added = rows.map((r) => r.chatMs - r.providerMs).sort((a, b) => a - b);
const provider = rows.map((r) => r.providerMs).sort((a, b) => a - b);
const withFigures = first.filter((r) => r.figures.length > 0);
console.log(`\ncitations: ${first.filter((r) => r.citesOk).length}/${first.length} as expected`);
// Retrieval alone, on the index the server answers from without a build: a page the answer must cite among the 3 best passages.
const search = retriever(loadSiteIndex(undefined));
const grounded = evalQuestions.filter((q) => q.kind === 'grounded');
const inTop3 = grounded.filter((q) => search.search(q.question, 3).some((p) => q.cite.includes(p.path))).length;
console.log(`retrieval: a page to cite in the top 3 passages for ${inTop3}/${grounded.length} questions (${((100 * inTop3) / grounded.length).toFixed(0)}%)`);
// The offline demo's concierge (the mock's composer) on the same list and index: cites a page it must, cites none off the offer, takes the lead.
const offline = evalQuestions.map((q) => {
  const answer = composeAnswer(q.question, search);
  const pages = citedPages(answer.sources);
  return q.kind === 'grounded' ? q.cite.some((page) => pages.includes(page)) : q.kind === 'lead' ? answer.lead !== undefined : pages.length === 0;
});
const offlineGrounded = offline.filter((ok, i) => ok && evalQuestions[i]!.kind === 'grounded').length;
console.log(
  `offline demo: cites a page to cite for ${offlineGrounded}/${grounded.length} questions; as expected for ${offline.filter(Boolean).length}/${evalQuestions.length} of the list (${((100 * offline.filter(Boolean).length) / evalQuestions.length).toFixed(0)}%)`,
);
console.log(`figures: ${withFigures.filter((r) => r.missing.length === 0).length}/${withFigures.length} answers with figures have every figure on the pages they cite`);
console.log(`time the chat adds over the provider (${rows.length} messages): p50 ${percentile(added, 50).toFixed(1)} ms, p99 ${percentile(added, 99).toFixed(1)} ms (provider p50 ${percentile(provider, 50).toFixed(1)} ms)`);
// First visible word: the answers the model wrote (a rule answer asks no provider).
const modelRows = rows.filter((r) => r.firstTokenMs !== undefined);
const firstWord = modelRows.map((r) => r.firstWordMs).sort((a, b) => a - b);
const firstToken = modelRows.map((r) => r.firstTokenMs!).sort((a, b) => a - b);
const wordOverToken = modelRows.map((r) => r.firstWordMs - r.firstTokenMs!).sort((a, b) => a - b);
const FIRST_WORD_BUDGET_MS = 100;
const slowest = [...modelRows].sort((a, b) => b.firstWordMs - b.firstTokenMs! - (a.firstWordMs - a.firstTokenMs!)).slice(0, 3);
console.log(`slowest first words after the first token: ${slowest.map((r) => `${(r.firstWordMs - r.firstTokenMs!).toFixed(0)} ms '${r.q.question}'`).join('; ')}`);
const firstWordOk = [50, 99].every((p) => percentile(firstWord, p) <= percentile(firstToken, p) + FIRST_WORD_BUDGET_MS);
console.log(
  `first visible word, from send (${modelRows.length} streamed messages): p50 ${percentile(firstWord, 50).toFixed(1)} ms, p99 ${percentile(firstWord, 99).toFixed(1)} ms; provider's first token p50 ${percentile(firstToken, 50).toFixed(1)} ms, p99 ${percentile(firstToken, 99).toFixed(1)} ms; word after token p50 ${percentile(wordOverToken, 50).toFixed(1)} ms, p99 ${percentile(wordOverToken, 99).toFixed(1)} ms; goal <= first token + ${FIRST_WORD_BUDGET_MS} ms: ${firstWordOk ? 'met' : 'MISSED'}`,
);

await server.stop();
await cleanup();
proxy.close();
await llm.close();
// Goals (issue 63): retrieval puts a page to cite in the top 3 for 95% of the list, the offline demo is right for 90%.
const goalsMet = inTop3 / grounded.length >= 0.95 && offline.filter(Boolean).length / evalQuestions.length >= 0.9;
process.exitCode = first.every((r) => r.citesOk) && firstWordOk && goalsMet ? 0 : 1;
