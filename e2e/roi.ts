// The ROI calculator's figures the e2e tests expect: the domain's own formula on the contract's slider ranges.
import { roiInputs } from '../src/contract/options.ts';
import { formatDollars } from '../src/domain/format.ts';
import { calculateRoi } from '../src/domain/roi.ts';

export type RoiInputs = Parameters<typeof calculateRoi>[0];

/** The sliders' defaults, as the page opens. */
export const roiDefaults: RoiInputs = { fteCost: roiInputs.fteCost.default, taskVolume: roiInputs.taskVolume.default, errorRate: roiInputs.errorRate.default };

/** The total the results panel shows for `inputs`. */
export const roiTotalText = (inputs: RoiInputs) => formatDollars(calculateRoi(inputs).totalROI);
