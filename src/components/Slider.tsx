import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Label } from 'react-aria-components/Label';
import {
  Slider as RACSlider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  type SliderProps as RACSliderProps,
} from 'react-aria-components/Slider';
import { cx } from './cx.ts';
import * as fieldStyles from './field.css.ts';
import { headScriptState } from './headScriptState.ts';
import { heldSlidesKey, sliderParts, stepTexts, type HeldSlide } from './heldSlides.ts';
import * as styles from './Slider.css.ts';

export interface SliderProps extends Omit<RACSliderProps<number>, 'children' | 'className' | 'style'> {
  label: ReactNode;
  /** Formats the visible output; without it the output follows `formatOptions` (also used for aria-valuetext). */
  formatValue?: (value: number) => string;
  className?: string;
}

/**
 * The kit Slider's hook: the effect of its hydration gives `apply` the value the slider was moved to
 * before, or, while the pointer that moves it is still down, presses its track there again for
 * react-aria, which sets the value from the pointer and follows it on. `ref` holds the slider.
 */
function useSlideHeldWithin(ref: RefObject<HTMLElement | null>, apply: (value: number) => void): void {
  const applyHeld = useEffectEvent(apply);
  useEffect(() => {
    const held = headScriptState<HeldSlide[]>(heldSlidesKey);
    const index = held?.findIndex((slide) => ref.current?.contains(slide.input)) ?? -1;
    if (!held || index < 0) return;
    const { input, value, pointer } = held.splice(index, 1)[0]!;
    if (!input.isConnected || input.disabled) return;
    if (!pointer) return applyHeld(value);
    input.closest(`[${sliderParts.track}]`)?.dispatchEvent(
      new PointerEvent('pointerdown', {
        bubbles: true,
        cancelable: true,
        composed: true,
        isPrimary: true,
        button: 0,
        buttons: 1,
        pointerId: pointer.id,
        pointerType: pointer.type,
        clientX: pointer.clientX,
        clientY: pointer.clientY,
      }),
    );
  }, [ref]);
}

/**
 * Single-thumb slider with label and formatted value output. Moved before it has hydrated, it takes
 * that value as it hydrates (heldSlides.ts), so it keeps its own value when the caller gives none.
 */
export function Slider({ label, formatValue, className, value, defaultValue, onChange, onChangeEnd, ...props }: SliderProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [own, setOwn] = useState(defaultValue ?? props.minValue ?? 0);
  const change = (next: number) => {
    setOwn(next);
    onChange?.(next);
  };
  useSlideHeldWithin(ref, (next) => {
    change(next);
    onChangeEnd?.(next);
  });
  const { minValue = 0, maxValue = 100, step = 1 } = props;
  const texts = useMemo(() => formatValue && stepTexts(minValue, maxValue, step, formatValue), [minValue, maxValue, step, formatValue]);
  return (
    <RACSlider
      {...props}
      {...{ [sliderParts.root]: '' }}
      ref={ref}
      value={value ?? own}
      onChange={change}
      onChangeEnd={onChangeEnd}
      className={cx(styles.slider, className)}
    >
      <Label className={fieldStyles.label}>{label}</Label>
      <SliderOutput className={styles.output}>
        {({ state }) =>
          formatValue ? (
            // Hydrating, the text is the one the head script printed for a value moved to before.
            <span {...{ [sliderParts.texts]: texts }} suppressHydrationWarning>
              {formatValue(state.getThumbValue(0))}
            </span>
          ) : (
            state.getThumbValueLabel(0)
          )
        }
      </SliderOutput>
      <SliderTrack className={styles.track} {...{ [sliderParts.track]: '' }}>
        {({ state }) => (
          <>
            <div className={styles.fill} style={{ width: `${state.getThumbPercent(0) * 100}%` }} {...{ [sliderParts.fill]: '' }} />
            <SliderThumb className={styles.thumb} {...{ [sliderParts.thumb]: '' }} />
          </>
        )}
      </SliderTrack>
    </RACSlider>
  );
}
