// How the client build groups modules into files (vite.config.ts `build.rolldownOptions`): every page
// needs the framework and the shell before it hydrates, so each comes as one file instead of the
// two dozen small shared chunks automatic splitting made of them (issue 11: on a throttled phone
// each extra request costs a round trip, and the first paint waited behind them). Pages and lazy
// parts keep automatic splitting.
import type { Rolldown } from 'vite';

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;
// The document: what it imports statically is on every page. Not the client entry: its code hydrates
// when it runs, so it must stay in its own file, which React Router imports last.
const shellRoot = /[\\/]src[\\/]root\.tsx(\?|$)/;
// A package's index re-exports all of it, what the shell uses and what only other pages use (the
// shell needs react-aria-components' RouterProvider, not its DatePicker; @internationalized/number's
// NumberFormatter, not its NumberParser). The walk does not go through an index, or everything the
// index names would land in the shell; tree-shaking and automatic splitting place what is used.
const barrel = /[\\/]node_modules[\\/].+[\\/]dist[\\/](exports[\\/])?index\.m?js$/;

/** The modules statically reachable from the shell roots, computed once per build. */
function shellModules(graph: ModuleGraph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!barrel.test(id)) queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One file of every module statically reachable from the files `root` matches: what each page of a
 * build needs before it hydrates.
 */
function reachableFrom(name: string, root: RegExp, priority: number): NonNullable<Rolldown.CodeSplittingOptions['groups']>[number] {
  const rootIds = new Set<string>();
  let reachable: Set<string> | undefined;
  return {
    name: (id, ctx) => {
      reachable ??= shellModules(ctx, [...rootIds]);
      return reachable.has(id) ? name : null;
    },
    // `test` sees every candidate before `name` is first called: it collects the roots.
    test: (id) => {
      if (root.test(id)) rootIds.add(id);
      return true;
    },
    priority,
  };
}

export function codeSplitting(): Rolldown.CodeSplittingOptions {
  return { groups: [{ name: 'framework', test: framework, priority: 2 }, reachableFrom('shell', shellRoot, 1)] };
}

// The islands build (tools/build/vite/islands.config.ts): what every page of islands hydrates with
// (React, the shell's islands: src/islands.hydrate.tsx and all it imports statically) is one file,
// and each kind of page's own controls are its entry's.
const islandsShared = /[\\/]src[\\/]islands\.hydrate\.tsx(\?|$)/;

export function islandsCodeSplitting(): Rolldown.CodeSplittingOptions {
  return { groups: [reachableFrom('islands', islandsShared, 1)] };
}
