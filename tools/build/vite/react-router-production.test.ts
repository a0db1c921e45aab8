import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionFiles } from './react-router-production.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const plugin = reactRouterProductionFiles(root);
const resolve = (id: string) => (plugin.resolveId as (id: string) => string | undefined)(id);
const applies = (name: string) => (plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name });

describe('reactRouterProductionFiles', () => {
  it("sends the client build's react-router imports to the package's production files, which exist", () => {
    const files = ['react-router', 'react-router/dom'].map(resolve);
    expect(files.map((file) => path.relative(root, file!))).toEqual([
      'node_modules/react-router/dist/production/index.mjs',
      'node_modules/react-router/dist/production/dom-export.mjs',
    ]);
    expect(files.map((file) => existsSync(file!))).toEqual([true, true]);
  });

  it('leaves every other import, the server build and the dev server alone', () => {
    expect([resolve('react-router-dom'), resolve('react-router/internal'), resolve('./react-router')]).toEqual([undefined, undefined, undefined]);
    expect([applies('client'), applies('ssr'), plugin.apply]).toEqual([true, false, 'build']);
  });

  it("is still needed: the package's own exports name its development files", async () => {
    const { exports } = (await import('react-router/package.json', { with: { type: 'json' } })).default;
    expect(exports['.'].import.default).toBe('./dist/development/index.mjs');
  });
});
