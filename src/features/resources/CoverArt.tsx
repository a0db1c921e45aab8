// A small inline SVG illustration (no image request, no layout shift): a gradient with a network of
// nodes, sized by width and height. Decorative on cards; pass `alt` to give it a name.
import { useId } from 'react';
import { cx } from '../../components/cx.ts';
import { coverImage } from '../../design/page.css.ts';

export interface CoverArtProps {
  from: string;
  to: string;
  /** Accessible description; omitted on cards where the title already names the item. */
  alt?: string;
  width?: number;
  height?: number;
  className?: string;
}

const nodes: Array<[number, number, number]> = [
  [70, 60, 14], [170, 110, 20], [290, 70, 12], [250, 170, 16], [110, 160, 10], [340, 140, 9],
];
const links: Array<[number, number]> = [[0, 1], [1, 2], [1, 3], [1, 4], [2, 5], [3, 5], [0, 4]];

export function CoverArt({ from, to, alt, width = 400, height = 225, className }: CoverArtProps) {
  const id = useId();
  const gradient = `cover-${id.replace(/:/g, '')}`;
  return (
    <svg
      viewBox="0 0 400 225"
      width={width}
      height={height}
      className={cx(coverImage, className)}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="400" height="225" fill={`url(#${gradient})`} />
      <g stroke="#ffffff" strokeOpacity="0.45" strokeWidth="2">
        {links.map(([a, b]) => (
          <line key={`${a}-${b}`} x1={nodes[a]![0]} y1={nodes[a]![1]} x2={nodes[b]![0]} y2={nodes[b]![1]} />
        ))}
      </g>
      <g fill="#ffffff">
        {nodes.map(([x, y, r]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={r} fillOpacity={r > 12 ? 0.9 : 0.6} />
        ))}
      </g>
    </svg>
  );
}
