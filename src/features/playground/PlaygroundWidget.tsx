// 'Try It Now' (product-rules.md S2, S4, S5, S8, S9): persona (default efficiency), data source and
// analysis type, then Run. Four chain-of-thought steps advance every 1.5 s while the analysis runs;
// the answer completes them all and shows three result cards (with fallbacks for missing fields).
import { useEffect, useRef, useState } from 'react';
import type { Key } from 'react-aria-components/ListBox';
import { api } from '../../api/api.ts';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { Button } from '../../components/actions/Button.tsx';
import { Card } from '../../components/Card.tsx';
import { Select } from '../../components/form/Select.tsx';
import { toast } from '../../components/overlay/toast.ts';
import { analysisSteps, playgroundContent as c, resultFallback, resultLabels, STEP_MS } from '../../content/playground.ts';
import { toasts } from '../../content/toasts.ts';
import type { RequestOf, ResponseOf } from '../../contract/index.ts';
import { agentPersonas, playgroundAnalysisTypes, playgroundDataSources } from '../../contract/options.ts';
import { formatSavingsThousands } from '../../domain/format.ts';
import * as s from './playground.css.ts';

type Request = RequestOf<'playground.analyze'>;
export type StepStatus = 'pending' | 'active' | 'complete';

export interface PlaygroundResult {
  efficiency: number;
  savings: number;
  improvements: number;
}

/** The three figures of the answer, each with its fallback (47, 89000, 12) when missing. */
export function readResults(data: Partial<ResponseOf<'playground.analyze'>> | undefined): PlaygroundResult {
  const r: Partial<ResponseOf<'playground.analyze'>['results']> = data?.results ?? {};
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    efficiency: num(r.efficiency, resultFallback.efficiency),
    savings: num(r.savings, resultFallback.savings),
    improvements: num(r.improvements, resultFallback.improvements),
  };
}

const statusLabel: Record<StepStatus, string> = { pending: 'Pending', active: 'In progress', complete: 'Complete' };

export function PlaygroundWidget() {
  const [agentType, setAgentType] = useState<Request['agentType']>('efficiency');
  const [dataSource, setDataSource] = useState<Request['dataSource'] | null>(null);
  const [analysisType, setAnalysisType] = useState<Request['analysisType'] | null>(null);
  /** Index of the active step; -1 before a run, steps.length when all are complete. */
  const [activeStep, setActiveStep] = useState(-1);
  const [result, setResult] = useState<PlaygroundResult | null>(null);
  const analyze = api.playground.analyze.useMutation();
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stopSteps = () => {
    clearInterval(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stopSteps, []);

  const missing = !dataSource || !analysisType;

  const run = () => {
    if (analyze.isPending) return;
    if (!dataSource || !analysisType) {
      toast(toasts.playgroundMissingInfo);
      return;
    }
    setResult(null);
    setActiveStep(0);
    stopSteps();
    // Every 1.5 s the active step completes and the next one starts; the last stays active until the answer.
    timer.current = setInterval(() => {
      setActiveStep((step) => Math.min(step + 1, analysisSteps.length - 1));
    }, STEP_MS);
    analyze.mutate(
      { agentType, dataSource, analysisType },
      {
        onSuccess: (data) => {
          stopSteps();
          setActiveStep(analysisSteps.length);
          setResult(readResults(data));
        },
        onError: () => {
          stopSteps();
          setActiveStep(-1);
          toast(toasts.playgroundError);
        },
      },
    );
  };

  const progress =
    activeStep < 0 ? '' : activeStep >= analysisSteps.length ? `${c.resultsTitle} ready` : `Step ${activeStep + 1} of ${analysisSteps.length}: ${analysisSteps[activeStep]}`;
  const statusOf = (i: number): StepStatus => (i < activeStep ? 'complete' : i === activeStep ? 'active' : 'pending');
  const asKey = <T extends string>(key: Key | null) => (key === null ? null : (String(key) as T));

  return (
    <div className={s.widget}>
      <Card variant="outlined" padding="lg" title={c.widgetTitle} description={c.widgetLead} headingLevel={2} id="try-it-now">
        <div className={s.controls}>
          <Select
            label={c.personaLabel}
            items={agentPersonas}
            selectedKey={agentType}
            onSelectionChange={(key) => key && setAgentType(String(key) as Request['agentType'])}
          />
          <Select
            label={c.dataSourceLabel}
            items={playgroundDataSources}
            placeholder="Choose a data source"
            selectedKey={dataSource}
            onSelectionChange={(key) => setDataSource(asKey<Request['dataSource']>(key))}
          />
          <Select
            label={c.analysisTypeLabel}
            items={playgroundAnalysisTypes}
            placeholder="Choose an analysis type"
            selectedKey={analysisType}
            onSelectionChange={(key) => setAnalysisType(asKey<Request['analysisType']>(key))}
          />
          <Button
            size="lg"
            className={s.softDisabled}
            aria-disabled={missing || undefined}
            isPending={analyze.isPending}
            onPress={run}
          >
            {c.run}
          </Button>
        </div>
      </Card>
      <div className={s.panel}>
        <section aria-labelledby="playground-steps">
          <h3 id="playground-steps" className={s.panelTitle}>
            {c.stepsTitle}
          </h3>
          <VisuallyHidden role="status">{progress}</VisuallyHidden>
          {activeStep >= 0 ? (
            <ol className={s.steps} aria-label={c.stepsTitle}>
              {analysisSteps.map((label, i) => {
                const status = statusOf(i);
                return (
                  <li key={label} className={s.step({ status })} data-status={status}>
                    <span>{label}</span>
                    <span>{statusLabel[status]}</span>
                  </li>
                );
              })}
            </ol>
          ) : (
            <p>Choose a data source and an analysis type, then run the analysis.</p>
          )}
        </section>
        {result && (
          <section aria-labelledby="playground-results" className={s.resultsIn}>
            <h3 id="playground-results" className={s.panelTitle}>
              {c.resultsTitle}
            </h3>
            <dl className={s.results}>
              <div className={s.resultCard}>
                <dt className={s.resultLabel}>{resultLabels.efficiency}</dt>
                <dd className={s.resultValue}>{result.efficiency}%</dd>
              </div>
              <div className={s.resultCard}>
                <dt className={s.resultLabel}>{resultLabels.savings}</dt>
                <dd className={s.resultValue}>{formatSavingsThousands(result.savings)}</dd>
              </div>
              <div className={s.resultCard}>
                <dt className={s.resultLabel}>{resultLabels.improvements}</dt>
                <dd className={s.resultValue}>{result.improvements}</dd>
              </div>
            </dl>
          </section>
        )}
      </div>
    </div>
  );
}
