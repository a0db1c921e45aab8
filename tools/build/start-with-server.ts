// `npm run start:server`: the site as visitors get it in development: the reference server
// (npm run server, 127.0.0.1:3001 unless PORT is set) and the Vite dev server in real-API mode, which
// proxies /api to it. Ctrl+C stops both.
import { spawn, type ChildProcess } from 'node:child_process';

const port = process.env.PORT ?? '3001';
const children: ChildProcess[] = [
  spawn(process.execPath, ['server/index.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  spawn('npx', ['vite', '--mode', 'server'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${port}` },
  }),
];

const stopAll = (code: number) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
