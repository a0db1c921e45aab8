// The lists the docs keep by hand, checked against their sources: the README's toast table against
// src/content/toasts.ts, the contract and the scenario registry; the route list of
// docs/product-rules.md S2 against the route table. Each fails when the two diverge.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTable } from '../../src/app/pageTable.ts';
import { toasts } from '../../src/content/toasts.ts';
import { isEndpointId, isScenarioFor } from '../../mocks/scenarios.ts';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type ToastKey = keyof typeof toasts;

/** Failure toasts that no call produces: they come from checks in the browser before any call. */
const notFromACall: ToastKey[] = [
  'playgroundMissingInfo',
  'contactMissingFields',
  'invalidEmail',
  'emailRequired',
  'resetInvalidLink',
  'resetFieldsRequired',
  'resetMismatch',
  'resetRequirements',
  'requiredFieldsMissing',
  'linkCopyFailed',
  // Not a toast: the heading of the reset page opened without a token.
  'resetInvalidToken',
];

type ToastShown = { title: string; description?: string; variant?: string };

/** The toast as shown; one built from the server's message (or a name) with its fallback. */
function shown(key: ToastKey): ToastShown {
  const entry = toasts[key] as ToastShown | ((message?: string) => ToastShown);
  // A toast built from a name or a list gets none here, which still shows its title.
  return typeof entry === 'function' ? entry() : entry;
}

/** How the README writes a toast: 'Title: text'; a toast built from the server's message says so. */
function readmeText(key: ToastKey): string {
  const { title, description } = shown(key);
  if (typeof toasts[key] === 'function') return `${title}: server message or '${description}'`;
  return description ? `${title}: ${description}` : title;
}

const titleOf = (key: ToastKey) => shown(key).title;

/** A row names a toast by its text, or by its text or title followed by a note in brackets. */
const names = (row: { toast: string }, key: ToastKey) =>
  row.toast === readmeText(key) || row.toast.startsWith(`${readmeText(key)} (`) || row.toast.startsWith(`${titleOf(key)} (`);

function toastRows() {
  const section = read('README.md').split('## Toasts and the scenarios that produce them')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Toast (title: text)'))
    .map((line) => {
      const [toast, call, scenarios, url] = line.slice(2, -2).split(' | ');
      return { toast: toast!, call: call!.replaceAll('`', ''), scenarios: [...scenarios!.matchAll(/`([a-z]+)`/g)].map((m) => m[1]!), url: url!.replaceAll('`', '') };
    });
}

const destructive = (Object.keys(toasts) as ToastKey[]).filter((key) => shown(key).variant === 'destructive');

describe("README: 'Toasts and the scenarios that produce them'", () => {
  const rows = toastRows();

  it('names each failure toast that comes from a call, in the words of src/content/toasts.ts', () => {
    const fromACall = destructive.filter((key) => !notFromACall.includes(key));
    expect(fromACall.filter((key) => !rows.some((row) => names(row, key)))).toEqual([]);
    expect(rows.filter((row) => !fromACall.some((key) => names(row, key))).map((row) => row.toast)).toEqual([]);
  });

  it('gives a call of the contract, scenarios that call has, and a URL of the route table that forces the first one', () => {
    const problems = rows.flatMap((row) => {
      const [pathname, query] = row.url.split('?');
      const route = pageTable.find((entry) => matchPath(entry.path, pathname!));
      const forced = new URLSearchParams(query).get('scenario');
      const wrong = [
        !isEndpointId(row.call) && `unknown call ${row.call}`,
        isEndpointId(row.call) && row.scenarios.filter((s) => !isScenarioFor(row.call as never, s)).map((s) => `no scenario ${s}`).join(),
        !route && `no route for ${pathname}`,
        forced !== `${row.call}:${row.scenarios[0]}` && `URL forces ${forced}`,
      ].filter(Boolean);
      return wrong.length ? [`${row.toast}: ${wrong.join('; ')}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

describe('docs/product-rules.md S2: the routes', () => {
  it('lists exactly the paths of src/app/pageTable.ts', () => {
    const section = read('docs/product-rules.md').split('## S2. Screens and routes')[1]!.split('\n## ')[0]!;
    const listed = section.split('The routes are ')[1]!.split(';')[0]!.replace(/\s+/g, ' ').replace(/ \(optional [^)]*\)/, '');
    const documented = listed.split(/, (?:and )?| and /).map((p) => p.trim());
    const fromTable = pageTable.map((entry) => entry.path.replace('/*', '').replace(/:([a-z]+)/g, '{$1}'));
    expect(documented).toEqual(fromTable);
  });
});
