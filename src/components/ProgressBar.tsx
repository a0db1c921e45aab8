import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import { ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components/ProgressBar';
import { cx } from './cx.ts';
import * as fieldStyles from './form/field.css.ts';
import * as styles from './ProgressBar.css.ts';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'className' | 'style'> {
  label: ReactNode;
  /** Show the formatted value next to the label. Default true. */
  showValue?: boolean;
  className?: string;
}

/** Labelled progress bar; value formatted by `formatOptions` (percent by default). */
export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar {...props} className={cx(styles.root, className)}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          <Label className={fieldStyles.label}>{label}</Label>
          <span className={styles.value}>{showValue && !isIndeterminate ? valueText : null}</span>
          <div className={styles.track}>
            <div
              className={styles.fill({ indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
