import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections } from '../../src/content/build/collections.ts';
import { backendOf, collectionOf, editorConfig, fieldOf, labelOf } from './config.ts';

const proxy = { name: 'proxy', proxy_url: 'http://127.0.0.1:4461/api/v1', branch: 'main' } as const;

describe('the content editor form is made from the collection schemas', () => {
  it('gives the articles collection one field per frontmatter field, with its rule, and the Markdown body', () => {
    const articles = collectionOf('articles', collections.articles.schema, 'content');
    expect(articles.fields.map((f) => [f.name, f.widget, f.required])).toEqual([
      ['title', 'string', true],
      ['excerpt', 'string', true],
      ['teaser', 'string', true],
      ['author', 'object', true],
      ['date', 'datetime', true],
      ['readTime', 'number', false],
      ['category', 'select', true],
      ['tags', 'list', true],
      ['cover', 'image', false],
      ['coverAlt', 'string', true],
      ['draft', 'boolean', false],
      ['body', 'markdown', undefined],
    ]);
    const field = (name: string) => articles.fields.find((f) => f.name === name);
    expect(field('date')).toMatchObject({ format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false });
    expect(field('readTime')).toMatchObject({ label: 'Read time', value_type: 'int', min: 1 });
    expect(field('category')).toMatchObject({ options: ['AI Strategy', 'Business Value', 'Security', 'Product', 'Case Study', 'Engineering'] });
    expect(field('tags')).toMatchObject({ min: 1, field: { name: 'item', widget: 'string', required: true } });
    expect(field('author')).toMatchObject({ fields: [{ name: 'name', widget: 'string' }, { name: 'role', widget: 'string' }] });
    expect(articles).toMatchObject({ folder: 'content/articles', extension: 'md', format: 'frontmatter', slug: '{{slug}}', identifier_field: 'title', create: true });
  });

  it('lists every collection of the content folder, in its own folder', () => {
    const config = editorConfig({ contentDir: '/tmp/copy/content', backend: proxy });
    expect(config.collections.map((c) => [c.name, c.folder])).toEqual(Object.keys(collections).map((name) => [name, `content/${name}`]));
  });

  it('maps a list of objects, a number and a title/description given to the schema', () => {
    const schema = z.strictObject({
      name: z.string(),
      phases: z.array(z.strictObject({ phase: z.string(), weeks: z.number() })).min(1),
      order: z.int().meta({ title: 'Position', description: 'Smallest first' }),
    });
    expect(collectionOf('roadmap', schema, 'content').fields.slice(1, 3)).toEqual([
      {
        name: 'phases',
        label: 'Phases',
        required: true,
        widget: 'list',
        min: 1,
        fields: [
          { name: 'phase', label: 'Phase', required: true, widget: 'string' },
          { name: 'weeks', label: 'Weeks', required: true, widget: 'number', value_type: 'float' },
        ],
      },
      { name: 'order', label: 'Position', hint: 'Smallest first', required: true, widget: 'number', value_type: 'int' },
    ]);
  });

  it('refuses a collection with no text field to name its entries by', () => {
    expect(() => collectionOf('numbers', z.strictObject({ order: z.int() }), 'content')).toThrow('The collection "numbers" has no required text field');
  });

  it('refuses a field it has no form for, naming it', () => {
    expect(() => fieldOf('when', { type: 'null' }, true)).toThrow('The content editor has no form field for "when"');
  });

  it('labels camelCase names as words', () => {
    expect(labelOf('coverAlt')).toBe('Cover alt');
  });
});

describe('where the editor saves', () => {
  it('writes local files through the proxy unless a git host is named', () => {
    expect(backendOf({}, proxy.proxy_url)).toEqual(proxy);
    expect(editorConfig({ contentDir: 'content', backend: proxy })).not.toHaveProperty('publish_mode');
  });

  it('commits to GitLab with PKCE sign-in, through merge requests', () => {
    const backend = backendOf({ CONTENT_GIT_HOST: 'gitlab', CONTENT_GIT_REPO: 'orbital/website', CONTENT_GIT_APP_ID: 'abc123' }, proxy.proxy_url);
    expect(backend).toEqual({ name: 'gitlab', repo: 'orbital/website', branch: 'main', auth_type: 'pkce', app_id: 'abc123' });
    expect(editorConfig({ contentDir: 'content', backend })).toMatchObject({ publish_mode: 'editorial_workflow' });
  });

  it('commits to GitHub through the team OAuth service', () => {
    const env = { CONTENT_GIT_HOST: 'github', CONTENT_GIT_REPO: 'orbital/website', CONTENT_GIT_BRANCH: 'content', CONTENT_GIT_OAUTH_URL: 'https://oauth.example.com' };
    expect(backendOf(env, proxy.proxy_url)).toEqual({ name: 'github', repo: 'orbital/website', branch: 'content', base_url: 'https://oauth.example.com' });
  });

  it('says what is missing or wrong', () => {
    expect(() => backendOf({ CONTENT_GIT_HOST: 'bitbucket' }, '')).toThrow('CONTENT_GIT_HOST must be github or gitlab, not "bitbucket"');
    expect(() => backendOf({ CONTENT_GIT_HOST: 'github' }, '')).toThrow('CONTENT_GIT_REPO must name the repository');
  });
});
