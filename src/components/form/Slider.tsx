import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import {
  Slider as RACSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as RACSliderProps,
} from 'react-aria-components/Slider';
import { cx } from '../cx.ts';
import * as fieldStyles from './field.css.ts';
import * as styles from './Slider.css.ts';

export interface SliderProps extends Omit<RACSliderProps<number>, 'children' | 'className' | 'style'> {
  label: ReactNode;
  /** Formats the visible output; without it the output follows `formatOptions` (also used for aria-valuetext). */
  formatValue?: (value: number) => string;
  className?: string;
}

/** Single-thumb slider with label and formatted value output. */
export function Slider({ label, formatValue, className, ...props }: SliderProps) {
  return (
    <RACSlider {...props} className={cx(styles.slider, className)}>
      <Label className={fieldStyles.label}>{label}</Label>
      <SliderOutput className={styles.output}>
        {({ state }) => (formatValue ? formatValue(state.getThumbValue(0)) : state.getThumbValueLabel(0))}
      </SliderOutput>
      <SliderTrack className={styles.track}>
        {({ state }) => (
          <>
            <div className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} />
            <SliderThumb className={styles.thumb} />
          </>
        )}
      </SliderTrack>
    </RACSlider>
  );
}
