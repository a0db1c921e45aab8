// Six live figures, refreshed with the 5 s poll; three random tiles pulse for 2 s every 8 s.
import { AVERAGE_ROI, FIXED_UPTIME, PULSE_EVERY_MS, PULSE_FOR_MS, PULSE_TILES } from '../../content/home.ts';
import * as b from '../../design/blocks.css.ts';
import { formatCompactCount, formatCount, formatKiloDollars, formatPercent } from '../../domain/format.ts';
import { useLiveFigures } from './useLiveFigures.ts';
import { usePulsingTiles } from './usePulsingTiles.ts';

export function LiveStatsTiles({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const figures = useLiveFigures();
  const tiles = [
    { label: 'Agents Running', value: formatCount(figures.agentsRunning) },
    { label: 'Cost Savings', value: formatKiloDollars(figures.costSavings) },
    { label: 'Efficiency Gain', value: formatPercent(figures.efficiencyGain) },
    { label: 'Tasks Automated', value: formatCompactCount(figures.tasksAutomated) },
    { label: 'Uptime', value: FIXED_UPTIME },
    { label: 'Average ROI', value: AVERAGE_ROI },
  ];
  const pulsing = usePulsingTiles(tiles.length, PULSE_TILES, PULSE_EVERY_MS, PULSE_FOR_MS);
  const Label = `h${headingLevel}` as const;
  return (
    <ul className={`${b.listGrid6}`} aria-label="Live platform figures">
      {tiles.map((tile, i) => (
        <li key={tile.label} className={b.statTile} data-pulsing={pulsing.has(i) || undefined}>
          <Label className={b.statLabel}>{tile.label}</Label>
          <span className={b.statValue}>{tile.value}</span>
        </li>
      ))}
    </ul>
  );
}
