// The Transformation Blueprint (product-rules.md S2, S4, S8, S9): three questions, one answer each,
// then a roadmap with its dollar impact. The body of the blueprint dialog (BlueprintBand), loaded when
// it opens. All state lives inside the dialog, so closing it resets it.
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/api.ts';
import { Button } from '../../components/actions/Button.tsx';
import { Timeline } from '../../components/Timeline.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { RadioGroup } from '../../components/form/RadioGroup.tsx';
import { toast } from '../../components/overlay/toast.ts';
import { blueprintContent as c, blueprintFallback, SHOWN_PHASES } from '../../content/blueprint.ts';
import { toasts } from '../../content/toasts.ts';
import type { RequestOf, ResponseOf } from '../../contract/index.ts';
import { blueprintQuestions } from '../../contract/options.ts';
import { formatCompactDollars } from '../../domain/format.ts';
import * as s from './blueprint.css.ts';

type QuestionId = (typeof blueprintQuestions)[number]['id'];
type Answers = Partial<Record<QuestionId, string>>;

export interface Blueprint {
  dollarImpact: number;
  totalTimeline: string;
  phases: { name: string; duration: string; investment: number }[];
}

/** The answer with the fallbacks of product-rules.md S4 for missing fields; first three phases only. */
export function readBlueprint(data: Partial<ResponseOf<'blueprint.generate'>> | undefined): Blueprint {
  const roadmap: Partial<ResponseOf<'blueprint.generate'>['roadmap']> = data?.roadmap ?? {};
  const phases = Array.isArray(roadmap.phases) ? roadmap.phases : [];
  return {
    dollarImpact: typeof data?.dollarImpact === 'number' ? data.dollarImpact : blueprintFallback.dollarImpact,
    totalTimeline: roadmap.totalTimeline || blueprintFallback.totalTimeline,
    phases: phases.slice(0, SHOWN_PHASES).map((phase: Partial<Blueprint['phases'][number]>, i) => ({
      name: phase.name || `Phase ${i + 1}`,
      duration: phase.duration || '',
      investment: typeof phase.investment === 'number' ? phase.investment : blueprintFallback.phaseInvestment,
    })),
  };
}

export default function BlueprintWizard({ close }: { close: () => void }) {
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<Blueprint | null>(null);
  const generate = api.blueprint.generate.useMutation();
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const questionArea = useRef<HTMLDivElement>(null);
  const moveFocus = useRef<'result' | 'question' | 'action' | null>(null);
  const nav = useRef<HTMLDivElement>(null);

  const question = blueprintQuestions[step]!;
  const answer = answers[question.id];
  const isLast = step === blueprintQuestions.length - 1;

  useEffect(() => {
    if (moveFocus.current === 'result') resultHeading.current?.focus();
    if (moveFocus.current === 'question') questionArea.current?.querySelector<HTMLInputElement>('input')?.focus();
    if (moveFocus.current === 'action' && !generate.isPending) nav.current?.querySelector<HTMLElement>('[data-primary]')?.focus();
    if (moveFocus.current !== 'action' || !generate.isPending) moveFocus.current = null;
  }, [result, step, generate.isPending]);

  const onNext = () => {
    if (!answer) return;
    if (!isLast) {
      // Next is disabled on the new, unanswered question: focus goes to its options instead of being lost.
      moveFocus.current = 'question';
      setStep(step + 1);
      return;
    }
    generate.mutate(
      { responses: answers as RequestOf<'blueprint.generate'>['responses'] },
      {
        onSuccess: (data) => {
          moveFocus.current = 'result';
          setResult(readBlueprint(data));
        },
        onError: () => {
          // The button was disabled while pending; give it focus back so the visitor can retry.
          moveFocus.current = 'action';
          toast(toasts.blueprintError);
        },
      },
    );
  };

  const startOver = () => {
    generate.reset();
    moveFocus.current = 'question';
    setAnswers({});
    setResult(null);
    setStep(0);
  };

  if (result) {
    return (
      <div className={s.body}>
        <h3 ref={resultHeading} tabIndex={-1} className={s.resultTitle}>
          {c.resultTitle}
        </h3>
        <dl className={s.figures}>
          <div className={s.figure}>
            <dt className={s.figureLabel}>{c.impactLabel}</dt>
            <dd className={s.figureValue}>{formatCompactDollars(result.dollarImpact)}</dd>
          </div>
          <div className={s.figure}>
            <dt className={s.figureLabel}>{c.timelineLabel}</dt>
            <dd className={s.figureValue}>{result.totalTimeline}</dd>
          </div>
        </dl>
        <section aria-labelledby="blueprint-roadmap">
          <h4 id="blueprint-roadmap" className={s.roadmapTitle}>
            {c.roadmapTitle}
          </h4>
          <Timeline
            steps={result.phases.map((phase) => ({
              title: phase.name,
              detail: `${phase.duration ? `${phase.duration} · ` : ''}${c.investmentLabel}: ${formatCompactDollars(phase.investment)}`,
            }))}
          />
        </section>
        <div className={s.nav}>
          <Button variant="outline" onPress={startOver}>
            {c.startOver}
          </Button>
          <Button
            onPress={() => {
              toast(toasts.auditScheduled);
              close();
            }}
          >
            {c.bookAudit}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={s.body}>
      <ProgressBar
        label={c.progress(step + 1, blueprintQuestions.length)}
        value={step + 1}
        minValue={0}
        maxValue={blueprintQuestions.length}
        showValue={false}
      />
      <div ref={questionArea}>
        <RadioGroup
          key={question.id}
          label={question.question}
          items={question.options}
          value={answer ?? null}
          onChange={(value) => setAnswers((prev) => ({ ...prev, [question.id]: value }))}
          isDisabled={generate.isPending}
        />
      </div>
      {generate.isPending && (
        <p role="status" className={s.status}>
          {c.generating}
        </p>
      )}
      <div className={s.nav} ref={nav}>
        <Button
          variant="outline"
          isDisabled={step === 0 || generate.isPending}
          onPress={() => {
            moveFocus.current = 'question';
            setStep(step - 1);
          }}
        >
          {c.previous}
        </Button>
        {/* Disabled rather than isPending: the button unmounts when the result shows, and a pending
            announcement would be left pointing at nothing. The status line above says what happens. */}
        <Button data-primary isDisabled={!answer || generate.isPending} onPress={onNext}>
          {isLast ? c.generate : c.next}
        </Button>
      </div>
    </div>
  );
}
