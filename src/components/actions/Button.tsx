import { useEffect, type Ref } from 'react';
import { Button as RACButton, type ButtonProps as RACButtonProps } from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { buttonStyle, type ButtonVariants } from './button.css.ts';
import { cx } from '../cx.ts';
import { ANNOUNCEMENT_SETTLE_MS, removeStaleAnnouncements } from './liveAnnouncer.ts';
import { Spinner } from '../Spinner.tsx';

export interface ButtonProps extends Omit<RACButtonProps, 'className'>, ButtonVariants {
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * RAC Button with the kit's variants. While `isPending` it shows a spinner next to the label (the label
 * stays the accessible name), sets aria-disabled and ignores presses.
 */
export function Button({ variant, size, fullWidth, className, children, ref, ...props }: ButtonProps) {
  useOrphanedAnnouncementCleanup(Boolean(props.isPending));
  return (
    <RACButton {...props} ref={ref} className={cx(buttonStyle({ variant, size, fullWidth }), className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner />}
          {content}
        </>
      ))}
    </RACButton>
  );
}

/** When a pending button leaves the page (or stops pending), drop react-aria's orphaned announcement. */
function useOrphanedAnnouncementCleanup(isPending: boolean): void {
  useEffect(() => {
    if (!isPending) return;
    return () => {
      setTimeout(removeStaleAnnouncements, ANNOUNCEMENT_SETTLE_MS);
    };
  }, [isPending]);
}
