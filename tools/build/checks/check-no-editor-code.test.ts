import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { editorCodeIn } from './check-no-editor-code.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('names each file of a build that carries the editor, and passes a build without it', () => {
  dir = mkdtempSync(path.join(tmpdir(), 'editor-check-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Orbital Agents</title>');
  writeFileSync(path.join(dir, 'assets', 'page.js'), 'console.log("page")');
  expect(editorCodeIn(dir)).toEqual({ files: 2, hits: [] });

  writeFileSync(path.join(dir, 'assets', 'admin.js'), 'window.CMS_MANUAL_INIT = true; console.log("decap-cms 3.16.3")');
  expect(editorCodeIn(dir)).toEqual({ files: 3, hits: ['assets/admin.js: /decap-cms/i', 'assets/admin.js: /CMS_MANUAL_INIT/'] });
});
