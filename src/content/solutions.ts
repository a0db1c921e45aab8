// Copy of /solutions: the ROI calculator and the tier cards (product-rules.md S2, S4, S5 and S9).
export const solutionsContent = {
  title: 'AI Solutions That Pay for Themselves',
  lead: 'See what agents would save in your operation, then pick the plan that gets you there.',
  roiTitle: 'Live ROI Calculator',
  roiLead: 'Move the sliders to match your operation. The projection updates as you go.',
  resultsTitle: 'Projected Annual Savings',
  laborSavings: 'Labor savings',
  errorSavings: 'Error reduction savings',
  efficiencySavings: 'Efficiency savings',
  totalROI: 'Total projected savings',
  calculating: 'Calculating...',
  exportPdf: 'Export PDF Report',
  tiersTitle: 'Plans for Every Stage',
  tiersLead: 'Start small or transform at scale; every plan carries the 10× Value Guarantee.',
  blueprintTitle: 'Get Your Transformation Blueprint',
  blueprintLead: 'Answer three questions and see a phased roadmap with its dollar impact before you choose a plan.',
} as const;

export const ROI_DEBOUNCE_MS = 400;
