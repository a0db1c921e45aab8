/**
 * An inline script in a prerendered page's body, run as the browser parses it: it prepares what the
 * static HTML shows until the page hydrates (ADR 0036, ADR 0037), then removes itself, so the DOM React
 * hydrates has no element its own render lacks. Render it as `{import.meta.env.SSR && <PrerenderScript
 * script={…} />}`: only the server renders it, and the client build leaves the script's text out. The
 * script is a string for the reason given in form/heldSubmits.ts; the server gives it the CSP nonce.
 */
export function PrerenderScript({ script }: { script: string }) {
  return <script dangerouslySetInnerHTML={{ __html: `${script}\ndocument.currentScript.remove();` }} />;
}
