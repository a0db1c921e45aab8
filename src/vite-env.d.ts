/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' in mock mode (dev server, demo build, Storybook): every /api call is answered by MSW. */
  readonly VITE_API_MOCKING?: string;
  /** Base URL of the real API; empty means same origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Public origin for canonical and Open Graph URLs (src/config/siteUrl.ts has the default). */
  readonly SITE_URL?: string;
}

declare module 'virtual:built-stylesheet' {
  /** The client build's stylesheet in the prerender's server build; undefined elsewhere (tools/build/vite/built-manifest.ts). */
  const href: string | undefined;
  export default href;
}

declare module 'virtual:islands-script' {
  /** Each islands script's entry and the files it imports, in the prerender's server build; undefined elsewhere (tools/build/vite/built-manifest.ts). */
  const scripts: Record<import('./boot/Island.tsx').IslandsScript, { src: string; imports: string[] }> | undefined;
  export default scripts;
}
