// `npm run leads -- <command>`: sales and operators' view of the store that DATABASE_URL or DATA_FILE
// names (issue 19, 47, 61). Safe while the server runs (SQLite in WAL mode: readers never block the
// server; PostgreSQL: one connection, row locks only for redeliver's update).
//   export [--kind KIND] [--format csv|json] [--since DATE] [--include-test] [--out DIR|-]
//                            one file per kind in DIR (default exports/), each with its own columns;
//                            `--out -` writes the records alone to standard output (one kind for CSV)
//   failed                   messages that ran out of retries: id, kind, email, attempts, last error
//   redeliver [--id ID]      queues failed messages again; the running server sends them within a
//                            second, else the next start does
//   concierge [--since DATE] [--until DATE]
//                            what the concierge was asked in the period (--until's day included): the
//                            top questions, those answered without a source, the feedback rates, and
//                            conversations that became leads (test records left out)
// What the tool says about its work goes to standard error; standard output carries data only.
// No HTTP route reads records back: this runs on the machine that holds the store.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { StoreRefusedError } from '../store/store.ts';
import { conciergeReport, conciergeReportText, failedMessages, exportRecords, requeueFailed, sqliteToolDb, type ExportedRecord, type ToolDb } from './leads-queries.ts';
import { openForTools } from '../store/sqlite.ts';
import { openPostgresForTools, redactedUrl } from '../store/postgres.ts';
import { toCsv } from './csv.ts';

const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
/** Each kind exported, and the file it is written to. */
const exportFiles: Record<string, string> = { leads: 'leads', contactMessages: 'contact-messages', bookings: 'bookings' };
const exportKinds = Object.keys(exportFiles);

/** One line on stderr; exit 2 for a wrong command line, 1 for anything else (configuration, store). */
function fail(message: string, code = 2): never {
  process.stderr.write(`${message.split('\n')[0]}\n`);
  process.exit(code);
}

let db: ToolDb;
let url: string | undefined;
try {
  const config = loadConfig();
  url = config.databaseUrl;
  db = url ? await openPostgresForTools(url) : sqliteToolDb(openForTools(config.dataFile));
} catch (error) {
  if (error instanceof ConfigError || error instanceof StoreRefusedError) fail(error.message, 1);
  fail(`Cannot open the data store: ${(error as Error).message}`, 1);
}
try {
  switch (command) {
    case 'export': {
      const format = option('format') ?? 'csv';
      if (format !== 'csv' && format !== 'json') fail('--format is csv or json');
      const since = option('since');
      if (since !== undefined && Number.isNaN(Date.parse(since))) fail('--since takes a date, e.g. 2026-11-01');
      const kind = option('kind');
      if (kind !== undefined && !exportKinds.includes(kind)) fail(`--kind is one of ${exportKinds.join(', ')}`);
      const out = option('out') ?? 'exports';
      const kinds = kind ? [kind] : exportKinds;
      if (out === '-' && format === 'csv' && !kind) fail('--out - writes one CSV: add --kind leads, contactMessages or bookings (or --format json)');
      const read = (kinds: string[]) => exportRecords(db, kinds, since ? new Date(since).toISOString() : undefined, { includeTest: args.includes('--include-test') });
      const text = (records: ExportedRecord[]) => (format === 'json' ? records.map((record) => `${JSON.stringify(record)}\n`).join('') : toCsv(records));
      if (out === '-') {
        process.stdout.write(text(await read(kinds)));
        break;
      }
      mkdirSync(out, { recursive: true });
      for (const each of kinds) {
        const records = await read([each]);
        const file = path.join(out, `${exportFiles[each]}.${format === 'json' ? 'jsonl' : 'csv'}`);
        writeFileSync(file, records.length > 0 ? text(records) : '', { mode: 0o600 });
        process.stderr.write(`${file}: ${records.length} record(s)\n`);
      }
      break;
    }
    case 'failed':
      for (const message of await failedMessages(db)) process.stdout.write(`${JSON.stringify(message)}\n`);
      break;
    case 'redeliver': {
      const count = await requeueFailed(db, option('id'));
      process.stdout.write(`${count} message(s) queued again; a running server sends them within a second, else the next start does.\n`);
      break;
    }
    case 'concierge': {
      const since = option('since');
      const until = option('until');
      for (const [name, value] of [['since', since], ['until', until]] as const) {
        if (value !== undefined && Number.isNaN(Date.parse(value))) fail(`--${name} takes a date, e.g. 2026-11-01`);
      }
      // A day given alone is included whole: --until 2026-11-30 counts that day's questions.
      const end = until === undefined ? undefined : /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(Date.parse(until) + 24 * 60 * 60 * 1000) : new Date(until);
      const report = await conciergeReport(db, since ? new Date(since).toISOString() : '', end ? end.toISOString() : '9999');
      const period = since && until ? `from ${since} to ${until}` : since ? `since ${since}` : until ? `up to ${until}` : 'of all time';
      process.stdout.write(conciergeReportText(report, period));
      break;
    }
    default:
      fail('usage: npm run leads -- export [--kind KIND] [--format csv|json] [--since DATE] [--include-test] [--out DIR|-] | failed | redeliver [--id ID] | concierge [--since DATE] [--until DATE]');
  }
} catch (error) {
  const message = (error as Error).message;
  fail(`npm run leads -- ${command}: ${url ? message.replaceAll(url, redactedUrl(url)) : message}`, 1);
} finally {
  await db.close().catch(() => undefined);
}
