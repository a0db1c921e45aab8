// The ROI total the e2e tests expect: the domain's own formula, in the page's format.
import { formatDollars } from '../src/domain/format.ts';
import { calculateRoi } from '../src/domain/roi.ts';

type RoiInputs = Parameters<typeof calculateRoi>[0];

/** The total the results panel shows for `inputs`. */
export const roiTotalText = (inputs: RoiInputs) => formatDollars(calculateRoi(inputs).totalROI);
