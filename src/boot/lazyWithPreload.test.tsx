import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload.tsx';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

function rendered(Component: (props: { name: string }) => React.ReactNode): string {
  return renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Component name="Ada" />
    </Suspense>,
  );
}

describe('lazyWithPreload', () => {
  it('renders at once, without suspending, once preload has loaded its module (where React.lazy suspends)', async () => {
    const load = async () => ({ default: Greeting });
    const Preloaded = lazyWithPreload(load);
    await Preloaded.preload();
    expect(rendered(Preloaded)).toBe('<!--$--><p>Hello <!-- -->Ada</p><!--/$-->');
    const Plain = lazy(load);
    await load();
    expect(rendered(Plain), 'React.lazy on its first render').toContain('loading');
  });

  it('suspends while its module has not loaded, and fetches it once', async () => {
    let loads = 0;
    const Lazy = lazyWithPreload(async () => {
      loads++;
      return { default: Greeting };
    });
    expect(rendered(Lazy)).toContain('loading');
    await Lazy.preload();
    expect(loads).toBe(1);
  });
});
