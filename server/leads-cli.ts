// `npm run leads -- <command>`: sales and operators' view of the store that DATA_FILE names (issue 19).
// Safe while the server runs (the store is SQLite in WAL mode; readers never block the server).
//   export [--format csv|json] [--since DATE] [--kind leads|contactMessages|bookings]
//   failed                   messages that ran out of retries: id, kind, email, attempts, last error
//   redeliver [--id ID]      queues failed messages again; the running server sends them within a
//                            second, else the next start does
// No HTTP route reads records back: this runs on the machine that holds the store.
import { loadConfig } from './config.ts';
import { failedMessages, exportRecords, requeueFailed } from './tools.ts';
import { openForTools } from './store.ts';
import { toCsv } from './csv.ts';

const [command, ...args] = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const exportKinds = ['leads', 'contactMessages', 'bookings'];

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const { dataFile } = loadConfig();
const db = openForTools(dataFile);
try {
  switch (command) {
    case 'export': {
      const format = option('format') ?? 'csv';
      if (format !== 'csv' && format !== 'json') fail('--format is csv or json');
      const since = option('since');
      if (since !== undefined && Number.isNaN(Date.parse(since))) fail('--since takes a date, e.g. 2026-11-01');
      const kind = option('kind');
      if (kind !== undefined && !exportKinds.includes(kind)) fail(`--kind is one of ${exportKinds.join(', ')}`);
      const records = exportRecords(db, kind ? [kind] : exportKinds, since ? new Date(since).toISOString() : undefined);
      if (format === 'json') for (const record of records) process.stdout.write(`${JSON.stringify(record)}\n`);
      else process.stdout.write(toCsv(records));
      break;
    }
    case 'failed':
      for (const message of failedMessages(db)) process.stdout.write(`${JSON.stringify(message)}\n`);
      break;
    case 'redeliver': {
      const count = requeueFailed(db, option('id'));
      process.stdout.write(`${count} message(s) queued again; a running server sends them within a second, else the next start does.\n`);
      break;
    }
    default:
      fail('usage: npm run leads -- export [--format csv|json] [--since DATE] [--kind KIND] | failed | redeliver [--id ID]');
  }
} finally {
  db.close();
}
