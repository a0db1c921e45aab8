// The content editor's own code in the browser (ADR 0068), bundled at each start by
// scripts/content-editor.ts and loaded after Decap's bundle: the collections' zod schemas themselves
// (src/content/build/collections.ts, the ones the build checks) run in the form. Every top-level
// field's widget is wrapped so that Decap's validation asks the schema too: the whole entry is
// parsed, and each problem of the schema (cross-field rules included) is shown beside its field in
// the build's own words, which refuses the save. A preSave listener parses the entry once more, so
// nothing the schema refuses can be written.
import { z } from 'zod';
import { collections, type CollectionName } from '../src/content/build/collections.ts';
import type { ParsedFile } from '../src/content/build/frontmatter.ts';
import { problemsOf, schemaAt } from '../src/content/build/issues.ts';

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
