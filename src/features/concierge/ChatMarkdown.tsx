// Renders an assistant reply (markdown) safely. Part of the concierge dialog's lazy chunk, so
// react-markdown never ships in a page's initial JavaScript.
//
// Safety, by construction rather than by sanitising HTML:
// - no raw HTML ever: no rehype-raw, and `skipHtml` drops every HTML node the markdown contains;
// - URLs (href and src) pass react-markdown's `defaultUrlTransform` allow-list (relative, http,
//   https, irc, ircs, mailto, xmpp); anything else loses the attribute entirely, not just its value;
// - images are never fetched (no tracking pixels, no src at all): their alt text stands in;
// - links leaving the site open in a new tab with rel="noopener noreferrer"; site links navigate
//   client-side and close the dialog.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Markdown, { defaultUrlTransform, type Components, type ExtraProps, type Options, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from '../../components/actions/Link.tsx';
import { ScrollRegion } from '../../components/ScrollRegion.tsx';
import { closeConcierge } from './conciergeStore.ts';
import * as styles from './chatMarkdown.css.ts';

/** The allow-list of react-markdown, with a blanked URL removed instead of left as `href=""`. */
export const safeUrl: UrlTransform = (url) => {
  const safe = defaultUrlTransform(url);
  return safe === '' ? undefined : safe;
};

/** A same-site path: '/x' but not '//host' or '/\host' (which browsers read as another host). */
function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/** http(s), or a host-relative URL ('//host', '/\\host'): a page on another site. */
function isWebUrl(href: string): boolean {
  return /^(https?:|[/\\]{2})/i.test(href);
}

type Props<T extends keyof React.JSX.IntrinsicElements> = ComponentPropsWithoutRef<T> & ExtraProps;

function Anchor({ node: _node, href, children, target: _target, rel: _rel, ...rest }: Props<'a'>) {
  if (!href) return <a {...rest}>{children}</a>;
  if (href.startsWith('#')) {
    return (
      <a {...rest} href={href}>
        {children}
      </a>
    );
  }
  if (isSitePath(href)) {
    return (
      <Link href={href} variant="inline" onPress={closeConcierge}>
        {children}
      </Link>
    );
  }
  if (isWebUrl(href)) {
    return (
      <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  // mailto:, xmpp:, irc(s): handed to the visitor's own app, in place.
  return (
    <a {...rest} href={href}>
      {children}
    </a>
  );
}

/** Images are not loaded: the alt text (if any) is shown instead. */
function Image({ alt }: Props<'img'>) {
  return alt ? <span className={styles.imageAlt}>{alt}</span> : null;
}

/** GFM task-list boxes: read-only, named for assistive technology. */
function Input({ type, checked }: Props<'input'>) {
  if (type !== 'checkbox') return null;
  return <input type="checkbox" checked={Boolean(checked)} disabled readOnly aria-label={checked ? 'Done' : 'Not done'} />;
}

/**
 * A table wraps its cells between words to fit the bubble (issue 61); one still too wide scrolls
 * sideways inside it instead of breaking words (issue 13, point 7), a shadow at the edge with more.
 */
function Table({ node: _node, ...rest }: Props<'table'>) {
  return (
    <ScrollRegion label="Table" scrollShadows>
      <table {...rest} />
    </ScrollRegion>
  );
}

/** Headings in a reply never compete with the page's h1 or the dialog title. */
function heading(level: 3 | 4) {
  const Tag = level === 3 ? 'h3' : 'h4';
  return function Heading({ node: _node, ...rest }: Props<'h3'>) {
    return <Tag {...rest} className={styles.heading} />;
  };
}

const components: Components = {
  a: Anchor,
  img: Image,
  input: Input,
  table: Table,
  h1: heading(3),
  h2: heading(3),
  h3: heading(3),
  h4: heading(4),
  h5: heading(4),
  h6: heading(4),
};

const remarkPlugins = [remarkGfm];

interface HastNode {
  type: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * remark-rehype prefixes footnote ids with `clobberPrefix` but not the footnote section's label
 * ('footnote-label') nor the references to it; with several replies on screen those would collide.
 */
function prefixFootnoteLabel(prefix: string) {
  const label = 'footnote-label';
  const walk = (node: HastNode): void => {
    const props = node.properties;
    if (props) {
      if (props.id === label) props.id = prefix + label;
      const describedBy = props.ariaDescribedBy;
      if (Array.isArray(describedBy)) props.ariaDescribedBy = describedBy.map((id) => (id === label ? prefix + label : id));
    }
    node.children?.forEach(walk);
  };
  return () => (tree: HastNode) => walk(tree);
}

export interface ChatMarkdownProps {
  children: string;
  /** Makes this reply's ids (footnotes) unique on the page. */
  idPrefix: string;
}

/** An assistant reply: GFM markdown (tables, strikethrough, task lists, autolinks, footnotes), no HTML. */
export function ChatMarkdown({ children, idPrefix }: ChatMarkdownProps): ReactNode {
  const prefix = `${idPrefix}-`;
  const remarkRehypeOptions: Options['remarkRehypeOptions'] = { clobberPrefix: prefix, footnoteLabelTagName: 'h4' };
  return (
    <div className={styles.markdown}>
      <Markdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={[prefixFootnoteLabel(prefix)]}
        remarkRehypeOptions={remarkRehypeOptions}
        skipHtml
        urlTransform={safeUrl}
        components={components}
      >
        {children}
      </Markdown>
    </div>
  );
}
