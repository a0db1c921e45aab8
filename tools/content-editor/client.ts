// The content editor's own code in the browser (ADR 0068), bundled at each start by
// tools/content-editor/editor.ts and loaded after Decap's bundle: the collections' zod schemas themselves
// (src/content/build/collections.ts, the ones the build checks) run in the form. Every top-level
// field's widget is wrapped so that Decap's validation asks the schema too: the whole entry is
// parsed, and each problem of the schema (cross-field rules included) is shown beside its field in
// the build's own words, which refuses the save. A preSave listener parses the entry once more, so
// nothing the schema refuses can be written. The preview pane of an article or an event is the site
// itself (ADR 0071): the entry as typed goes to the editor's preview, which shows its pages.
import { z } from 'zod';
import { collections, type CollectionName } from '../../src/content/build/collections.ts';
import type { ParsedFile } from '../../src/content/build/frontmatter.ts';
import { problemsOf, schemaAt } from '../../src/content/build/issues.ts';
import { slugOf } from '../../src/content/slug.ts';

interface Immutable {
  toJS: () => unknown;
  get: (key: string) => unknown;
}
type Props = { field: Immutable; entry: Immutable; collection: Immutable; value: unknown; parentIds?: string[] } & Record<string, unknown>;
interface Widget {
  control: unknown;
  preview: unknown;
}
interface Control {
  isValid?: () => unknown;
  focus?: (...args: unknown[]) => void;
  innerWrappedControl?: Control;
  getWrappedInstance?: () => Control;
  props: Props;
  inner?: Control;
}
declare global {
  interface Window {
    CMS: {
      getWidget: (name: string) => Widget | undefined;
      registerWidget: (name: string, control: unknown, preview?: unknown) => void;
      registerEventListener: (listener: { name: string; handler: (args: { entry: Immutable }) => unknown }) => void;
      registerPreviewTemplate: (name: string, component: unknown) => void;
      getLocale: (name: string) => { collection?: { collectionTop?: { newButton?: string } } } | undefined;
    };
    createClass: (spec: Record<string, unknown>) => unknown;
    h: (type: unknown, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  }
}

const toJS = (value: unknown): unknown => (value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value);

/** What Decap writes: empty optional fields left out (omit_empty_optional_fields), the body apart. */
function fieldsOf(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(fieldsOf);
  if (!data || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== '' && value !== null && value !== undefined)
      .map(([key, value]) => [key, fieldsOf(value)]),
  );
}

/** The schema's problems with an entry's fields, each as its top-level field and the build's message. */
export function schemaProblems(collection: string, data: Record<string, unknown>): { field: string; message: string }[] {
  const schema = (collections[collection as CollectionName] as { schema: z.ZodType } | undefined)?.schema;
  if (!schema) return [];
  const { body: _, ...fields } = data;
  const checked = fieldsOf(fields) as Record<string, unknown>;
  // A list the form shows with no item ("0 speakers") is an empty list, as the schema's own rule for it says.
  for (const [name, field] of Object.entries(schemaAt(schema, []) instanceof z.ZodObject ? (schema as z.ZodObject).shape : {})) {
    if (checked[name] === undefined && field instanceof z.ZodArray) checked[name] = [];
  }
  const result = schema.safeParse(checked);
  if (result.success) return [];
  const parsed: ParsedFile = { data: checked, body: '', bodyOffset: 0, lineOf: () => 1, syntaxErrors: [] };
  // A field left empty: the form's own check says so ("Title is required."), as it marks every field the schema requires.
  const problems = problemsOf(result.error, parsed, '', schema).filter((problem) => !problem.message.startsWith('is missing'));
  return problems.map((problem) => {
    const [top = '', ...rest] = (problem.field ?? '').split(' > ');
    return { field: top, message: rest.length ? `${rest.join(' > ')}: ${problem.message}` : problem.message };
  });
}

const entryData = (props: Props) => {
  const data = (toJS(props.entry.get('data')) ?? {}) as Record<string, unknown>;
  return { ...data, [String(props.field.get('name'))]: toJS(props.value) };
};

/** The control Decap validates: its own widget's, with the schema's problems for this field first. */
function checked(original: Widget) {
  const { CMS: _, createClass, h } = window;
  return createClass({
    isValid(this: Control) {
      const { field, collection, parentIds = [] } = this.props;
      if (parentIds.length === 0) {
        const name = String(field.get('name'));
        const mine = schemaProblems(String(collection.get('name')), entryData(this.props)).filter((p) => p.field === name);
        if (mine.length) return { error: { type: 'schema', message: mine.map((p) => p.message).join('; ') } };
      }
      let inner = this.inner;
      while (inner?.innerWrappedControl) inner = inner.innerWrappedControl;
      if (inner?.getWrappedInstance) inner = inner.getWrappedInstance();
      return inner?.isValid ? inner.isValid() : true;
    },
    focus(this: Control, ...args: unknown[]) {
      this.inner?.focus?.(...args);
    },
    render(this: Control) {
      return h(original.control, { ...this.props, ref: (ref: Control | null) => (this.inner = ref ?? undefined) });
    },
  });
}

for (const name of ['string', 'text', 'number', 'select', 'datetime', 'list', 'object', 'boolean', 'image']) {
  const original = window.CMS.getWidget(name);
  if (original) window.CMS.registerWidget(name, checked(original), original.preview);
}

window.CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    const problems = schemaProblems(String(entry.get('collection')), (toJS(entry.get('data')) ?? {}) as Record<string, unknown>);
    if (problems.length) throw new Error(`the entry cannot be saved: ${problems.map((p) => `${p.field} ${p.message}`).join('; ')}`);
  },
});

/** What the editor's server says about this start: what Publish does, and where the preview is. */
interface EditorInfo {
  publishNote: string;
  preview: { origin: string; api: string };
}
const info: Promise<EditorInfo> = fetch('/editor.json').then((r) => r.json() as Promise<EditorInfo>);


interface PreviewState {
  paths: string[];
  error: string;
  origin: string;
  note: string;
}
interface PreviewPane {
  props: { entry: Immutable };
  state: PreviewState;
  timer?: ReturnType<typeof setTimeout>;
  setState: (state: Partial<PreviewState>) => void;
  send: () => Promise<void>;
}

/** The preview of one collection: its pages on the site, as typed; what Publish does above them. */
function sitePreview(collection: string) {
  const { createClass, h } = window;
  return createClass({
    getInitialState: (): PreviewState => ({ paths: [], error: '', origin: '', note: '' }),
    componentDidMount(this: PreviewPane) {
      void this.send();
    },
    componentDidUpdate(this: PreviewPane, previous: { entry: Immutable }) {
      if (previous.entry === this.props.entry) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => void this.send(), 400);
    },
    componentWillUnmount(this: PreviewPane) {
      clearTimeout(this.timer);
    },
    async send(this: PreviewPane) {
      const { preview, publishNote } = await info;
      const { entry } = this.props;
      const { body = '', ...fields } = (toJS(entry.get('data')) ?? {}) as Record<string, unknown>;
      // The file name Decap gives a new entry: its title in lowercase words joined by hyphens.
      const id = String(entry.get('slug') || slugOf(String(fields.title ?? '')));
      const answer = (await fetch(preview.api, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ collection, id, fields: fieldsOf(fields), text: String(body) }),
      }).then((r) => r.json())) as { paths?: string[]; error?: string };
      this.setState({ paths: answer.paths ?? [], error: answer.error ?? '', origin: preview.origin, note: publishNote });
    },
    render(this: PreviewPane) {
      const { paths, error, origin, note } = this.state;
      const style = { margin: '0 0 12px', padding: '8px 12px', background: '#eef6f4', color: '#0b2b26', font: '14px/1.5 system-ui, sans-serif', borderRadius: '4px' };
      return h(
        'div',
        null,
        h('p', { style, 'data-preview-note': '' }, `The site's own pages, as typed (not saved yet). ${note}`),
        error ? h('p', { style }, error) : null,
        ...paths.map((p) => h('iframe', { key: p, src: `${origin}${p}`, title: `Preview of ${p}`, style: { display: 'block', width: '100%', height: '85vh', border: '1px solid #ccd', marginBottom: '16px' } })),
      );
    },
  });
}

// Decap's "New" button reads "＋ Article" with a full-width plus, a glyph many fonts lack: plain words instead.
const collectionTop = window.CMS.getLocale('en')?.collection?.collectionTop;
if (collectionTop) collectionTop.newButton = 'New %{collectionLabel}';

window.CMS.registerPreviewTemplate('articles', sitePreview('articles'));
window.CMS.registerPreviewTemplate('events', sitePreview('events'));

// What Publish does, on every screen of the editor.
void info.then(({ publishNote }) => {
  const note = document.createElement('p');
  note.setAttribute('role', 'note');
  note.textContent = publishNote;
  note.style.cssText = 'position:fixed;inset:auto 0 0 0;margin:0;padding:6px 16px;background:#0b2b26;color:#fff;font:13px/1.4 system-ui,sans-serif;z-index:1000';
  document.body.append(note);
});
