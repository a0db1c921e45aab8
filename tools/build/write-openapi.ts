// Writes the contract's OpenAPI document, with its worked examples, to public/openapi.json, published
// at /openapi.json by every build.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openApiExamples } from '../../src/contract/examples.ts';
import { buildOpenApiDocument } from '../../src/contract/openapi.ts';

const target = fileURLToPath(new URL('../../public/openapi.json', import.meta.url));
const document = buildOpenApiDocument(openApiExamples);
writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);

const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods)).length;
console.log(`Wrote ${relative(process.cwd(), target)} (${operations} endpoints)`);
