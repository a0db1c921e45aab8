// The contract report: every call, every rule, its outcome, printed after the run.

export interface ReportEntry {
  call: string;
  rule: string;
  outcome: 'passed' | 'failed' | 'skipped';
  detail?: string;
}

export function formatReport(entries: readonly ReportEntry[], target: string): string {
  const calls = new Map<string, ReportEntry[]>();
  for (const entry of entries) calls.set(entry.call, [...(calls.get(entry.call) ?? []), entry]);
  const count = (outcome: ReportEntry['outcome']) => entries.filter((e) => e.outcome === outcome).length;
  const mark = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' } as const;
  const lines = [``, `Contract report for ${target}`];
  for (const [call, rules] of calls) {
    const failed = rules.filter((r) => r.outcome === 'failed').length;
    lines.push(`  ${call}  (${rules.length} rules${failed ? `, ${failed} failed` : ''})`);
    for (const r of rules) {
      lines.push(`    ${mark[r.outcome]} ${r.rule}${r.outcome !== 'passed' && r.detail ? ` -- ${r.detail}` : ''}`);
    }
  }
  lines.push(
    `  ${[...calls.keys()].filter((c) => c !== 'api').length} calls${calls.has('api') ? ' and the API as a whole' : ''}, ${entries.length} rules: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`,
    ``,
  );
  return lines.join('\n');
}
