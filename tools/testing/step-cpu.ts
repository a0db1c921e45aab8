// The processor time of one `npm test` step and of every process it starts, Chromium's included.
// bash's `times` counts only the children a process waited for; a browser's renderer and GPU
// processes are often reaped elsewhere, so on a machine with cgroup v1's cpuacct controller (a
// root shell, as in CI here) each step runs in a cgroup of its own and its usage is read from there.
import { existsSync, mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

const cpuacctRoot = '/sys/fs/cgroup/cpuacct';

export interface StepCpu {
  /** Shell text that moves the step's shell into its group; empty where there is none. */
  enter: string;
  /** Processor seconds used in the group, or undefined where there is none. */
  seconds(): number | undefined;
  remove(): void;
}

export function stepCpu(name: string): StepCpu {
  const dir = path.join(cpuacctRoot, `npm-test-${process.pid}`, name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60));
  try {
    if (!existsSync(cpuacctRoot)) throw new Error('no cpuacct');
    mkdirSync(dir, { recursive: true });
  } catch {
    return { enter: '', seconds: () => undefined, remove: () => {} };
  }
  return {
    enter: `echo $$ > ${dir}/cgroup.procs 2>/dev/null; `,
    seconds: () => Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
    remove: () => {
      for (const d of [dir, path.dirname(dir)]) {
        try {
          rmdirSync(d);
        } catch {
          // A process the step left behind keeps its group; an empty parent goes with the last step.
        }
      }
    },
  };
}
