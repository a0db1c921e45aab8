// Deterministic cover art: the same id always draws the same SVG. A seeded PRNG (mulberry32 over an
// FNV-1a hash of the id) picks the colour scheme and every parameter of one of five compositions,
// drawn from the palette's teal accent and tinted neutrals (docs/design.md "Imagery").
import { palette as p } from '../../src/design/palette.ts';
import { COVER_SIZE } from '../../src/content/images.ts';

const compositions = ['network', 'bars', 'pipeline', 'orbits', 'shield'] as const;
export type Composition = (typeof compositions)[number];

type Random = () => number;

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function mulberry32(seed: number): Random {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const int = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));
/** One decimal keeps the files small and the output identical on every machine. */
const n = (value: number) => String(Math.round(value * 10) / 10);

interface Scheme {
  from: string;
  to: string;
  /** Lines and shapes. */
  ink: string;
  /** The one highlighted element. */
  accent: string;
}

const schemes: Scheme[] = [
  { from: p.ink900, to: p.teal800, ink: p.white, accent: p.teal300 },
  { from: p.teal800, to: p.teal600, ink: p.white, accent: p.teal100 },
  { from: p.teal50, to: p.ink200, ink: p.teal700, accent: p.teal600 },
];

const { width: W, height: H } = COVER_SIZE;

type Draw = (random: Random, c: Scheme) => string;

function networkNodes(random: Random, count: number): Array<[number, number]> {
  const cols = Math.ceil(count / 2);
  return Array.from({ length: count }, (_, i) => {
    const col = i % cols;
    const row = Math.floor(i / cols);
    return [((col + 0.5) / cols) * W + between(random, -30, 30), (row === 0 ? 0.32 : 0.7) * H + between(random, -45, 45)];
  });
}

const network: Draw = (random, c) => {
  const nodes = networkNodes(random, int(random, 7, 10));
  const hub = int(random, 0, nodes.length - 1);
  const links = nodes.flatMap(([x, y], i) =>
    nodes
      .map(([x2, y2], j) => ({ j, d: Math.hypot(x2 - x, y2 - y) }))
      .filter(({ j }) => j > i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2)
      .map(({ j }) => `M${n(x)} ${n(y)}L${n(nodes[j]![0])} ${n(nodes[j]![1])}`),
  );
  const spokes = nodes.filter((_, i) => i !== hub).map(([x, y]) => `M${n(nodes[hub]![0])} ${n(nodes[hub]![1])}L${n(x)} ${n(y)}`);
  return [
    `<path d="${links.join('')}" stroke="${c.ink}" stroke-opacity=".45" stroke-width="2" fill="none"/>`,
    `<path d="${spokes.join('')}" stroke="${c.accent}" stroke-opacity=".6" stroke-width="2" stroke-dasharray="6 6" fill="none"/>`,
    ...nodes.map(([x, y], i) =>
      i === hub
        ? `<circle cx="${n(x)}" cy="${n(y)}" r="26" fill="${c.accent}"/><circle cx="${n(x)}" cy="${n(y)}" r="40" fill="none" stroke="${c.accent}" stroke-opacity=".5" stroke-width="2"/>`
        : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(between(random, 9, 16))}" fill="${c.ink}" fill-opacity=".85"/>`,
    ),
  ].join('');
};

const bars: Draw = (random, c) => {
  const count = int(random, 6, 9);
  const gap = between(random, 10, 22);
  const left = 60;
  const base = H - 50;
  const barWidth = (W - 2 * left - gap * (count - 1)) / count;
  const tops: Array<[number, number]> = [];
  let height = between(random, 40, 80);
  const rects = Array.from({ length: count }, (_, i) => {
    height = Math.min(base - 50, height + between(random, 5, 40));
    const x = left + i * (barWidth + gap);
    tops.push([x + barWidth / 2, base - height]);
    const last = i === count - 1;
    return `<rect x="${n(x)}" y="${n(base - height)}" width="${n(barWidth)}" height="${n(height)}" rx="6" fill="${last ? c.accent : c.ink}" fill-opacity="${last ? 1 : 0.35 + (0.4 * i) / count}"/>`;
  });
  const grid = [0.25, 0.5, 0.75].map((f) => `M${left} ${n(base - f * (base - 50))}H${W - left}`).join('');
  return [
    `<path d="${grid}M${left} ${base}H${W - left}" stroke="${c.ink}" stroke-opacity=".25" stroke-width="2" fill="none"/>`,
    ...rects,
    `<polyline points="${tops.map(([x, y]) => `${n(x)},${n(y - 18)}`).join(' ')}" stroke="${c.accent}" stroke-width="3" fill="none" stroke-linejoin="round"/>`,
    ...tops.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y - 18)}" r="5" fill="${c.accent}"/>`),
  ].join('');
};

function wave(random: Random, y: number): string {
  const amplitude = between(random, 12, 30);
  const phase = between(random, 0, Math.PI * 2);
  const points = Array.from({ length: 33 }, (_, i) => {
    const x = (i / 32) * W;
    return `${n(x)} ${n(y + amplitude * Math.sin(phase + (x / W) * Math.PI * 3))}`;
  });
  return `M${points.join('L')}`;
}

const pipeline: Draw = (random, c) => {
  const steps = int(random, 3, 5);
  const boxWidth = between(random, 70, 90);
  const spacing = (W - 80 - boxWidth) / (steps - 1);
  const y = between(random, 130, 170);
  const active = int(random, 0, steps - 1);
  const waves = [0.25, 0.75, 0.9].map((f) => `<path d="${wave(random, f * H)}" stroke="${c.ink}" stroke-opacity=".2" stroke-width="3" fill="none"/>`);
  const boxes = Array.from({ length: steps }, (_, i) => {
    const x = 40 + i * spacing;
    const box = `<rect x="${n(x)}" y="${n(y)}" width="${n(boxWidth)}" height="60" rx="12" fill="${i === active ? c.accent : c.ink}" fill-opacity="${i === active ? 1 : 0.8}"/>`;
    const lines = [18, 32].map((dy, k) => `<rect x="${n(x + 14)}" y="${n(y + dy)}" width="${n((boxWidth - 28) * (k ? 0.6 : 1))}" height="6" rx="3" fill="${c.from}" fill-opacity=".5"/>`);
    const arrow =
      i < steps - 1
        ? `<path d="M${n(x + boxWidth + 8)} ${n(y + 30)}H${n(x + spacing - 12)}m-8 -7l8 7l-8 7" stroke="${c.ink}" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
        : '';
    return box + lines.join('') + arrow;
  });
  return [...waves, ...boxes].join('');
};

const orbits: Draw = (random, c) => {
  const cx = between(random, 0.35, 0.65) * W;
  const cy = between(random, 0.4, 0.6) * H;
  const rings = int(random, 2, 4);
  const parts = [`<circle cx="${n(cx)}" cy="${n(cy)}" r="30" fill="${c.accent}"/>`];
  for (let ring = 1; ring <= rings; ring++) {
    const r = 30 + ring * between(random, 38, 50);
    parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${c.ink}" stroke-opacity=".3" stroke-width="2"/>`);
    const satellites = int(random, 1, 3);
    for (let s = 0; s < satellites; s++) {
      const angle = between(random, 0, Math.PI * 2);
      parts.push(`<circle cx="${n(cx + r * Math.cos(angle))}" cy="${n(cy + r * Math.sin(angle))}" r="${n(between(random, 7, 13))}" fill="${c.ink}" fill-opacity=".9"/>`);
    }
  }
  return parts.join('');
};

const shield: Draw = (random, c) => {
  const backdrop = network(random, { ...c, accent: c.ink });
  const cx = between(random, 0.4, 0.6) * W;
  const top = 70;
  const size = between(random, 90, 110);
  const body = `M${n(cx)} ${top}l${n(size)} 34v${n(size * 0.7)}c0 ${n(size * 0.8)} -${n(size * 0.6)} ${n(size * 1.05)} -${n(size)} ${n(size * 1.25)}c-${n(size * 0.4)} -${n(size * 0.2)} -${n(size)} -${n(size * 0.45)} -${n(size)} -${n(size * 1.25)}v-${n(size * 0.7)}z`;
  const check = `M${n(cx - 30)} ${n(top + size * 0.95)}l22 22l42 -46`;
  return [
    `<g opacity=".35">${backdrop}</g>`,
    `<path d="${body}" fill="${c.accent}" stroke="${c.ink}" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="${check}" stroke="${c.from}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
};

const draw: Record<Composition, Draw> = { network, bars, pipeline, orbits, shield };

/** The SVG of one cover; `composition` when the picture must match its alt text, else chosen by the seed. */
export function coverSvg(id: string, composition?: Composition): string {
  const random = mulberry32(hash(id));
  const scheme = schemes[int(random, 0, schemes.length - 1)]!;
  const chosen = composition ?? compositions[int(random, 0, compositions.length - 1)]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scheme.from}"/><stop offset="1" stop-color="${scheme.to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#g)"/>`,
    draw[chosen](random, scheme),
    '</svg>\n',
  ].join('');
}

/** The composition that matches each cover's alt text; an id missing here gets one picked by its seed. */
const motif: Record<string, Composition> = {
  'ai-agent-orchestration-2025': 'network',
  'roi-measurement-ai-automation': 'bars',
  'security-best-practices-ai-agents': 'shield',
  'ai-agent-implementation-masterclass': 'orbits',
  'building-custom-ai-workflows': 'pipeline',
  'enterprise-ai-transformation': 'bars',
  'northwind-logistics': 'network',
  'helix-health': 'pipeline',
  'summit-capital': 'bars',
};

/** An entry's drawn cover: its composition when it must match its alt text, else chosen by its id. */
export const drawnCover = (id: string): string => coverSvg(id, motif[id]);
