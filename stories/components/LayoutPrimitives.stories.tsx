// The layout primitives of src/design/primitives.ts (ADR 0074), measured where they draw: the gaps
// are the space scale's, an inline wraps unless told not to, a grid has its columns.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { media } from '../../src/design/breakpoints.ts';
import * as s from './LayoutPrimitives.css.ts';

const meta = {
  title: 'Components/Layout primitives',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const box = { padding: 8, border: '1px solid #6b7a79', borderRadius: 6 } as const;
const items = (prefix: string, count: number, width?: number) =>
  Array.from({ length: count }, (_, i) => (
    <div key={i} data-testid={`${prefix}-${i}`} style={{ ...box, width }}>
      {prefix} {i + 1}
    </div>
  ));
const rect = (canvas: ReturnType<typeof within>, id: string) => canvas.getByTestId(id).getBoundingClientRect();

export const Default: Story = {
  render: () => (
    <div className={s.page}>
      <div className={s.column}>{items('stack', 2)}</div>
      <div className={s.row}>{items('inline', 4, 100)}</div>
      <div className={s.oneLine}>{items('nowrap', 3, 60)}</div>
      <div className={s.columns}>{items('grid', 3)}</div>
      <div className={s.fit} data-testid="fit">{items('fit', 3)}</div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // stack: one under the other, gap 4 (1rem) apart, the same left edge.
    const [s1, s2] = [rect(canvas, 'stack-0'), rect(canvas, 'stack-1')];
    await expect(s2.top - s1.bottom).toBe(16);
    await expect(s2.left).toBe(s1.left);
    // inline: side by side gap 3 (0.75rem) apart; the third of four 100 px boxes wraps in 260 px.
    const [i1, i2, i3] = [rect(canvas, 'inline-0'), rect(canvas, 'inline-1'), rect(canvas, 'inline-2')];
    await expect(i2.left - i1.right).toBe(12);
    await expect(i2.top).toBe(i1.top);
    await expect(i3.top - i1.bottom).toBe(12);
    // wrap: false keeps the row on one line.
    await expect(rect(canvas, 'nowrap-2').top).toBe(rect(canvas, 'nowrap-0').top);
    // grid: three equal columns gap 6 (1.5rem) apart from md up, one column below.
    const [g1, g2] = [rect(canvas, 'grid-0'), rect(canvas, 'grid-1')];
    if (window.matchMedia(media.md).matches) {
      await expect(g2.left - g1.right).toBe(24);
      await expect(g2.top).toBe(g1.top);
      await expect(g2.width).toBeCloseTo(g1.width, 5);
    } else {
      await expect(g2.top - g1.bottom).toBe(24);
    }
    // fit: as many columns of at least 12rem (192 px) as the box holds, gap 6: two in 500 px.
    const fitWidth = canvas.getByTestId('fit').getBoundingClientRect().width;
    const [f1, f2, f3] = [rect(canvas, 'fit-0'), rect(canvas, 'fit-1'), rect(canvas, 'fit-2')];
    if (fitWidth >= 2 * 192 + 24) {
      await expect(f2.top).toBe(f1.top);
      await expect(f3.left).toBe(f1.left);
      await expect(f3.top - f1.bottom).toBe(24);
    } else {
      await expect(f2.top - f1.bottom).toBe(24);
    }
  },
};
