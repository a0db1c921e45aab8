// The import zones of eslint.config.js (ADR 0015), shown on in-memory files: a feature importing
// another feature is an error that names both zones; the same file importing its own feature and the
// zones below it is clean.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function zoneErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => `${m.line}: ${m.message}`);
}

const feature = 'src/features/roi/ZoneProbe.tsx';

// The first lint loads ESLint's whole configuration (typescript-eslint, every plugin): seconds on a
// loaded machine, so the tests get a generous limit.
describe('import zones', { timeout: 60_000 }, () => {
  it('a feature may not import another feature', async () => {
    const code = "import { BlueprintBand } from '../blueprint/BlueprintBand.tsx';\nexport const probe = BlueprintBand;\n";
    expect(await zoneErrors(code, feature)).toEqual([
      '1: Import zones (ADR 0015): feature may not import feature (pages -> features -> components -> design; one feature never imports another; nothing imports upward). Move the shared piece down instead.',
    ]);
  });

  it('nothing imports upward: a feature may not import the app or the shell, a component may not import a feature', async () => {
    const up = "import { routeMeta } from '../../app/meta.ts';\nimport { Layout } from '../../shell/Layout.tsx';\nexport const probe = [routeMeta, Layout];\n";
    expect((await zoneErrors(up, feature)).map((e) => e.split(' (pages')[0])).toEqual([
      '1: Import zones (ADR 0015): feature may not import app',
      '2: Import zones (ADR 0015): feature may not import shell',
    ]);
    const component = "import { RoiCalculator } from '../features/roi/RoiCalculator.tsx';\nexport const probe = RoiCalculator;\n";
    expect((await zoneErrors(component, 'src/components/ZoneProbe.tsx')).map((e) => e.split(' (pages')[0])).toEqual([
      '1: Import zones (ADR 0015): components may not import feature',
    ]);
  });

  it('the boot plumbing sits beside the kit: the kit and the features import it, it imports neither', async () => {
    const up = "import { Button } from '../components/actions/Button.tsx';\nimport { RoiCalculator } from '../features/roi/RoiCalculator.tsx';\nexport const probe = [Button, RoiCalculator];\n";
    expect((await zoneErrors(up, 'src/boot/ZoneProbe.tsx')).map((e) => e.split(' (pages')[0])).toEqual([
      '1: Import zones (ADR 0015): boot may not import components',
      '2: Import zones (ADR 0015): boot may not import feature',
    ]);
    const down = "import { lazyWithPreload } from '../../boot/lazyWithPreload.tsx';\nexport const probe = lazyWithPreload;\n";
    expect(await zoneErrors(down, 'src/components/overlay/ZoneProbe.tsx')).toEqual([]);
    expect(await zoneErrors(down, feature)).toEqual([]);
  });

  it('a feature imports its own files and the zones below it', async () => {
    const code = [
      "import { layout } from './roi.css.ts';",
      "import { Button } from '../../components/actions/Button.tsx';",
      "import { vars } from '../../design/theme.css.ts';",
      "import { formatCount } from '../../domain/format.ts';",
      'export const probe = [layout, Button, vars, formatCount];',
    ].join('\n');
    expect(await zoneErrors(code, feature)).toEqual([]);
  });

  it('the mocks and the server import only the contract, the domain logic and the config', async () => {
    const code = "import { Button } from '../src/components/actions/Button.tsx';\nimport { calculateRoi } from '../src/domain/roi.ts';\nexport const probe = [Button, calculateRoi];\n";
    expect((await zoneErrors(code, 'server/zoneProbe.ts')).map((e) => e.split(' (pages')[0])).toEqual([
      '1: Import zones (ADR 0015): server may not import components',
    ]);
    expect((await zoneErrors(code, 'mocks/zoneProbe.ts')).map((e) => e.split(' (pages')[0])).toEqual([
      '1: Import zones (ADR 0015): mocks may not import components',
    ]);
  });
});
