// The content editor's Decap CMS configuration, made from the content collections themselves
// (src/content/build/collections.ts): each collection's zod schema becomes its form, so a field added
// to a schema appears in the editor with nothing else to change (ADR 0048).
import path from 'node:path';
import { z } from 'zod';
import { collections } from '../../src/content/build/collections.ts';
import { ISO_DATE_PATTERN } from '../../src/content/schema/fields.ts';
import { COVERS_PATH } from '../../src/content/images.ts';
import { COVERS_FOLDER } from './api.ts';

/** The part of JSON Schema that z.toJSONSchema writes for our frontmatter schemas. */
interface JsonSchema {
  type?: string;
  title?: string;
  description?: string;
  enum?: string[];
  pattern?: string;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  /** A schema's own `.meta({ widget })`: the form field it needs (`image`: a picture from the media library). */
  widget?: string;
}

export type DecapField = Record<string, unknown> & { name: string; label: string; widget: string };

/** What a schema cannot say: the collection's name in the editor and the label of its Markdown body. */
const collectionLabels: Record<string, { label: string; singular: string; body: string; fixedFiles?: boolean }> = {
  articles: { label: 'Articles', singular: 'Article', body: 'Article text' },
  events: { label: 'Events', singular: 'Event', body: 'Description' },
  'case-studies': { label: 'Case studies', singular: 'Case study', body: 'Story' },
  careers: { label: 'Careers', singular: 'Role', body: 'Role description' },
  help: { label: 'Help FAQ', singular: 'Question', body: 'Answer' },
  legal: { label: 'Legal pages', singular: 'Legal page', body: 'Sections', fixedFiles: true },
};

/** "readTime" -> "Read time". */
export const labelOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldOf(name: string, schema: JsonSchema, required: boolean): DecapField {
  const base = {
    name,
    label: schema.title ?? labelOf(name),
    required,
    ...(schema.description ? { hint: schema.description } : {}),
  };
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum };
  if (schema.widget === 'image') return { ...base, widget: 'image', choose_url: false, media_library: { config: { multiple: false } } };
  if (schema.type === 'string' && schema.pattern === ISO_DATE_PATTERN.source) {
    return { ...base, widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  }
  if (schema.type === 'string') return { ...base, widget: 'string' };
  if (schema.type === 'integer' || schema.type === 'number') {
    return { ...base, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float', ...(schema.minimum === undefined || schema.minimum <= Number.MIN_SAFE_INTEGER ? {} : { min: schema.minimum }) };
  }
  if (schema.type === 'boolean') return { ...base, widget: 'boolean' };
  if (schema.type === 'array' && schema.items) {
    const min = schema.minItems === undefined ? {} : { min: schema.minItems };
    if (schema.items.type === 'object') return { ...base, widget: 'list', ...min, fields: fieldsOf(schema.items) };
    return { ...base, widget: 'list', ...min, field: fieldOf('item', schema.items, true) };
  }
  if (schema.type === 'object') return { ...base, widget: 'object', fields: fieldsOf(schema) };
  throw new Error(`The content editor has no form field for "${name}" (${JSON.stringify(schema)}): add one in tools/content-editor/config.ts`);
}

const fieldsOf = (schema: JsonSchema): DecapField[] =>
  Object.entries(schema.properties ?? {}).map(([name, property]) => fieldOf(name, property, schema.required?.includes(name) ?? false));

/** The collection's frontmatter as JSON Schema: what a file must hold when it is read (io: 'input'). */
export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

export function collectionOf(name: string, schema: z.ZodType, contentFolder: string) {
  const json = jsonSchemaOf(schema);
  const labels = collectionLabels[name] ?? { label: labelOf(name), singular: labelOf(name), body: 'Text' };
  const fields = fieldsOf(json);
  const identifier = fields.find((f) => f.name === 'title') ?? fields.find((f) => f.widget === 'string' && f.required);
  if (!identifier) throw new Error(`The collection "${name}" has no required text field to name its entries by`);
  const hasDate = fields.some((f) => f.name === 'date');
  const hasDraft = fields.some((f) => f.name === 'draft');
  return {
    name,
    label: labels.label,
    label_singular: labels.singular,
    folder: `${contentFolder}/${name}`,
    extension: 'md',
    format: 'frontmatter',
    create: !labels.fixedFiles,
    delete: !labels.fixedFiles,
    // The file name is the entry's id and address (lowercase words joined by hyphens), made from the title.
    identifier_field: identifier.name,
    slug: '{{slug}}',
    summary: `{{${identifier.name}}}${hasDate ? ' · {{date}}' : ''}${hasDraft ? '{{draft | ternary(" · Draft", "")}}' : ''}`,
    ...(hasDate ? { sortable_fields: ['date', identifier.name] } : {}),
    fields: [...fields, { name: 'body', label: labels.body, widget: 'markdown', modes: ['raw', 'rich_text'], sanitize_preview: true }],
  };
}

/** Where the editor saves: files on this computer through the local proxy, or the team's git host. */
export type EditorBackend =
  | { name: 'proxy'; proxy_url: string; branch: string }
  | { name: 'github' | 'gitlab'; repo: string; branch: string; [option: string]: string };

/**
 * CONTENT_GIT_HOST=github|gitlab with CONTENT_GIT_REPO=owner/name: the editor reads and commits
 * through that host's API (README, 'Editing content in the browser'); otherwise the local proxy.
 */
export function backendOf(env: NodeJS.ProcessEnv, proxyUrl: string): EditorBackend {
  const host = env.CONTENT_GIT_HOST;
  if (!host) return { name: 'proxy', proxy_url: proxyUrl, branch: 'main' };
  if (host !== 'github' && host !== 'gitlab') throw new Error(`CONTENT_GIT_HOST must be github or gitlab, not "${host}"`);
  const repo = env.CONTENT_GIT_REPO;
  if (!repo) throw new Error('CONTENT_GIT_REPO must name the repository, e.g. orbital-agents/website');
  const options = {
    ...(env.CONTENT_GIT_API_ROOT ? { api_root: env.CONTENT_GIT_API_ROOT } : {}),
    ...(env.CONTENT_GIT_OAUTH_URL ? { base_url: env.CONTENT_GIT_OAUTH_URL } : {}),
    ...(host === 'gitlab' && env.CONTENT_GIT_APP_ID ? { auth_type: 'pkce', app_id: env.CONTENT_GIT_APP_ID } : {}),
  };
  return { name: host, repo, branch: env.CONTENT_GIT_BRANCH ?? 'main', ...options };
}

/** The whole configuration CMS.init gets, for a content folder and a backend. */
export function editorConfig(options: { contentDir: string; backend: EditorBackend }) {
  const contentFolder = path.basename(options.contentDir);
  return {
    load_config_file: false,
    // An optional field left empty is left out of the file, as the schema reads it (the form's checks parse the same).
    omit_empty_optional_fields: true,
    backend: options.backend,
    // A change on the git host goes through a merge request the team reviews, never straight to main.
    ...(options.backend.name === 'proxy' ? {} : { publish_mode: 'editorial_workflow' }),
    // Uploads go to the covers folder, the only one the local API writes pictures to (ADR 0064).
    media_folder: COVERS_FOLDER,
    public_folder: COVERS_PATH,
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: Object.entries(collections).map(([name, collection]) => collectionOf(name, collection.schema, contentFolder)),
  };
}
