import type { StorybookConfig } from '@storybook/react-vite';
import { mswWorker } from '../mocks/worker-plugin.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Storybook is always mock-driven: serve and emit MSW's worker whatever the vite mode.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), mswWorker(true)],
  }),
};

export default config;
