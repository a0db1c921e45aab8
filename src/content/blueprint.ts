// Copy of the Transformation Blueprint dialog (product-rules.md S2, S4 and S9).
export const blueprintContent = {
  trigger: 'Get Your Free Blueprint',
  title: 'AI Transformation Blueprint',
  description: 'Three questions to a roadmap with its dollar impact.',
  progress: (step: number, total: number) => `Question ${step} of ${total}`,
  previous: 'Previous',
  next: 'Next',
  generate: 'Generate Blueprint',
  generating: 'Generating your blueprint...',
  resultTitle: 'Your Transformation Blueprint',
  impactLabel: 'Projected annual impact',
  timelineLabel: 'Total timeline',
  roadmapTitle: 'Roadmap',
  investmentLabel: 'Investment',
  bookAudit: 'Book Free Audit Call',
  startOver: 'Start Over',
} as const;

/** Fallbacks when the answer lacks fields (product-rules.md S4). */
export const blueprintFallback = { dollarImpact: 500000, totalTimeline: '6 months', phaseInvestment: 50000 } as const;

/** Only the first three phases are shown. */
export const SHOWN_PHASES = 3;
