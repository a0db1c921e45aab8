import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from 'react-aria-components/Toast';
import { CloseIcon } from '../icons.tsx';
import { dismissToast, getToastQueue, TOAST_SWIPE_THRESHOLD, type ToastContent as Content } from './toast.ts';
import * as styles from './ToastRegion.css.ts';
import { setToastRegionMounted } from '../../boot/toastDemand.ts';
import { useSwipeDismiss } from './useSwipeDismiss.ts';

function ToastItem({ item }: { item: QueuedToast<Content> }) {
  const { swipeProps, style, isSwiping } = useSwipeDismiss(() => dismissToast(item.key), TOAST_SWIPE_THRESHOLD);
  return (
    <Toast
      toast={item}
      className={styles.toast({ variant: item.content.variant })}
      style={style}
      data-swiping={isSwiping || undefined}
      data-variant={item.content.variant}
      {...swipeProps}
    >
      <ToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {item.content.title}
        </Text>
        {item.content.description && (
          <Text slot="description" className={styles.description}>
            {item.content.description}
          </Text>
        )}
      </ToastContent>
      <Button slot="close" aria-label="Close notification" className={styles.close}>
        <CloseIcon />
      </Button>
    </Toast>
  );
}

/** The app's single toast viewport (bottom right, max 420px). F8 moves focus to it. Render once. */
export function ToastRegion() {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setToastRegionMounted(true);
    return () => setToastRegionMounted(false);
  }, []);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'F8' || !ref.current) return;
      e.preventDefault();
      ref.current.querySelector<HTMLElement>('[role="alertdialog"]')?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <RACToastRegion ref={ref} queue={getToastQueue()} className={styles.region}>
      {({ toast }) => <ToastItem item={toast} />}
    </RACToastRegion>
  );
}
