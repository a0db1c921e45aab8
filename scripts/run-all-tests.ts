// `npm test`: every check a change must pass, in order, stopping at the first failure.
// Each step is an npm script a developer can also run alone.
import { spawnSync } from 'node:child_process';

const steps: { name: string; command: string }[] = [
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'citations point at docs/product-rules.md', command: 'node scripts/cite-product-rules.ts --check' },
  { name: 'unit tests', command: 'npm run test:unit' },
  { name: 'story tests (Chromium)', command: 'npm run test:stories' },
  { name: 'contract tests (in-process mocks)', command: 'npm run test:contract' },
  { name: 'OpenAPI lint (Redocly recommended-strict: 0 errors, 0 warnings)', command: 'npm run lint:openapi' },
  { name: 'contract suite as one file (bundle run from an empty folder against the reference server)', command: 'npm run test:contract-bundle' },
  { name: 'reference server (contract suite, bad-input sweep, adversarial strings, fast-check fuzz)', command: 'npm run test:server' },
  { name: 'reference server load (latency at 100 and 100,000 records, mixed load, adversarial timings, 0 lost)', command: 'npm run bench:server' },
  { name: 'reference server crash durability (kill -9, restart, 0 lost)', command: 'npm run bench:crash' },
  { name: 'production build', command: 'npm run build' },
  { name: 'no mock code in the production build', command: 'node scripts/check-no-mock-code.ts dist' },
  { name: 'production build served by the reference server (every page prerendered, CSP, 404, headers)', command: 'npm run test:server-site' },
  { name: 'route sizes', command: 'npm run size' },
  { name: 'offline demo build', command: 'npm run build:demo' },
  { name: 'end-to-end tests (Chromium, demo build)', command: 'npm run test:e2e' },
];

const skip = new Set((process.env.SKIP_STEPS ?? '').split(',').filter(Boolean));
const results: { name: string; ok: boolean; seconds: number }[] = [];

for (const step of steps) {
  if (skip.has(step.name)) continue;
  console.log(`\n━━ ${step.name}: ${step.command}`);
  const started = Date.now();
  const { status } = spawnSync(step.command, { stdio: 'inherit', shell: true });
  results.push({ name: step.name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  if (status !== 0) break;
}

console.log('\n━━ summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
const notRun = steps.length - skip.size - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed + notRun === 0 ? 0 : 1);
