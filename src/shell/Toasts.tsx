// Toasts appear only after an action: the region mounts with the first toast, and its code is
// fetched once the page is idle after hydrating (or by that first toast), not with the page.
import { Suspense } from 'react';
import { lazyWithPreload } from '../boot/lazyWithPreload.tsx';
import { usePrefetchWhenIdle } from '../boot/loadOnDemand.ts';
import { useToastShown } from '../boot/toastDemand.ts';

const ToastRegion = lazyWithPreload<object>(() => import('../components/overlay/ToastRegion.tsx').then((m) => ({ default: m.ToastRegion })));

export function Toasts() {
  const shown = useToastShown();
  usePrefetchWhenIdle(ToastRegion.preload);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
