// A throwaway PostgreSQL server for the tests (issue 47): Debian's postgresql package, run as the
// unprivileged `postgres` user (it refuses root) in a temp folder, on a free 127.0.0.1 port, with
// trust authentication for local connections only (POSTGRES_PORT chooses the port). `stop()` ends it by its PID and removes the folder.
// Installed like Chromium: `node server/test/postgres-harness.ts --ensure` (npm test's pretest) runs
// apt-get when the binaries are missing and this runs as root.
import { execFile, execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from './harness.ts';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const execFileAsync = promisify(execFile);

/** The folder of initdb and postgres (the newest Debian version installed), or undefined. */
function findPostgresBin(): string | undefined {
  if (process.env.POSTGRES_BIN) return existsSync(path.join(process.env.POSTGRES_BIN, 'postgres')) ? process.env.POSTGRES_BIN : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => existsSync(path.join(DEBIAN_ROOT, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(DEBIAN_ROOT, versions[0], 'bin');
}

function ensurePostgres(): string {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('PostgreSQL not found: install it (apt-get install postgresql) or set POSTGRES_BIN.');
  console.log('installing Debian packages: postgresql...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', { stdio: 'inherit' });
  const installed = findPostgresBin();
  if (!installed) throw new Error('postgresql: installation finished but no server binary was found.');
  return installed;
}

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  url: string;
  pid: number;
  /** A fresh, empty database on this server; returns its URL. */
  createDatabase(name: string): string;
  /** Runs SQL as the superuser (psql -Atq), in `db` (default postgres); returns its output. */
  sql(text: string, db?: string): string;
  /** An ordinary restart: fast shutdown (clients' connections are terminated), then the same server starts again on the same port and data. */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = ensurePostgres();
  const dir = mkdtempSync(path.join(tmpdir(), 'orbital-pg-'));
  // As root, initdb and postgres run as the `postgres` user (spawn's uid/gid: the PID is postgres's own).
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }));
  const user: { uid?: number; gid?: number } = process.getuid?.() === 0 ? { uid: id('-u'), gid: id('-g') } : {};
  if (user.uid !== undefined && user.gid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  try {
    execFileSync(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C'], { stdio: 'pipe', cwd: dir, ...user });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // POSTGRES_PORT pins the port (several people testing on one machine each keep to their own range).
  const port = process.env.POSTGRES_PORT ? Number(process.env.POSTGRES_PORT) : await freePort();
  const args = ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'];
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const psqlArgs = (sql: string, db: string) => ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', db, '-Atqc', sql];
  const psql = (sql: string, db = 'postgres') => execFileSync(path.join(bin, 'psql'), psqlArgs(sql, db), { encoding: 'utf8', stdio: 'pipe' });

  let child: ChildProcess;
  let exited: Promise<void>;
  let stderr = '';
  const launch = () => {
    child = spawn(path.join(bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...user });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  };
  const running = () => child.exitCode === null && child.signalCode === null;
  // SIGTERM's smart shutdown would wait for clients to leave: SIGINT is the fast one (pg_ctl stop's default).
  const shutDown = async () => {
    if (!running()) return;
    process.kill(child.pid!, 'SIGINT');
    const timer = setTimeout(() => running() && process.kill(child.pid!, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const stop = async () => {
    await shutDown();
    rmSync(dir, { recursive: true, force: true });
  };
  const ready = async () => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      // Not execFileSync: a restart under load must not block the event loop of the test that asked for it.
      try {
        await execFileAsync(path.join(bin, 'psql'), psqlArgs('SELECT 1', 'postgres'));
        return;
      } catch {
        if (!running() || Date.now() > deadline) {
          await stop();
          throw new Error(`PostgreSQL did not start: ${stderr.trim().split('\n').at(-1) ?? 'no output'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };

  launch();
  await ready();
  return {
    url,
    get pid() {
      return child.pid!;
    },
    createDatabase(name) {
      psql(`CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    sql: psql,
    async restart(downMs = 0) {
      await shutDown();
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs));
      launch();
      await ready();
    },
    stop,
  };
}

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A round-robin proxy on 127.0.0.1 in front of several server instances (issue 47: what a load
 * balancer does): each request goes to the next of `targets()`; one that is down answers 502.
 */
export function roundRobin(targets: () => string[]): Promise<Proxy> {
  let next = 0;
  const proxy = createHttpServer((req, res) => {
    const list = targets();
    const upstream = request(new URL(req.url ?? '/', list[next++ % list.length]), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    proxy.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            proxy.closeAllConnections();
            proxy.close(() => done());
          }),
      }),
    ),
  );
}

if (process.argv[1] === import.meta.filename && process.argv.includes('--ensure')) {
  console.log(`postgresql: ${ensurePostgres()}`);
}
