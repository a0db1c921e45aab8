/**
 * An inline script in a prerendered page, run as the browser parses it: it prepares what the static
 * HTML shows before the page hydrates (docs/boot.md), then removes itself, so the DOM React hydrates
 * has no element its own render lacks. `run` is a typed function rendered as its own source text, with
 * `args` as JSON: it may use nothing from outside itself. Render it as
 * `{import.meta.env.SSR && <PrerenderScript run={…} args={[…]} />}`: only the prerender writes it, and
 * the build allows its text in the page's CSP by its sha256 (tools/build/write-headers.ts).
 */
export function PrerenderScript<Args extends unknown[]>({ run, args }: { run: (...args: Args) => void; args: Args }) {
  const json = args.map((arg) => JSON.stringify(arg).replaceAll('<', '\\u003c')).join(', ');
  return <script dangerouslySetInnerHTML={{ __html: `(${run.toString()})(${json});\ndocument.currentScript.remove();` }} />;
}
