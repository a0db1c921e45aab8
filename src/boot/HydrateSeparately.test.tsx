import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydrateSeparately } from './HydrateSeparately.tsx';

describe('HydrateSeparately', () => {
  it('marks its content as a boundary of its own in the prerendered HTML, which React hydrates in a later pass, with the mark that says when it has', () => {
    const html = renderToString(
      <main>
        <h1>Pricing</h1>
        <HydrateSeparately>
          <footer>Contact</footer>
        </HydrateSeparately>
      </main>,
    );
    expect(html).toBe('<main><h1>Pricing</h1><!--$--><footer>Contact</footer><template data-hydration-mark=""></template><!--/$--></main>');
  });
});
