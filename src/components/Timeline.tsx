// Steps in order on a rail with numbered markers: a roadmap's phases, a project's implementation.
// An ordered list, so screen readers announce the position of each step.
import type { ReactNode } from 'react';
import * as s from './Timeline.css.ts';

export interface TimelineStep {
  title: string;
  detail?: ReactNode;
}

export function Timeline({ steps, label }: { steps: readonly TimelineStep[]; label?: string }) {
  return (
    <ol className={s.list} aria-label={label}>
      {steps.map((step) => (
        <li key={step.title} className={s.item}>
          <span className={s.title}>{step.title}</span>
          {step.detail && <span className={s.meta}>{step.detail}</span>}
        </li>
      ))}
    </ol>
  );
}
