import { lazy, useState, type ComponentType } from 'react';
import { once } from './loadOnDemand.ts';

/**
 * React's `lazy`, with a `preload` that fetches the module ahead of its use (usePrefetchWhenIdle): once
 * it has loaded, the component renders at once. A plain `lazy` suspends on its first render even
 * then, and React holds a suspended part's reveal for up to 300 ms, which a tap's response would wait
 * for. Which of the two a part renders is decided as it mounts, so it never mounts twice.
 */
export function lazyWithPreload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | undefined;
  const preload = once(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(preload);
  function WithPreload(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(WithPreload, { preload });
}
