// `npm run contract:rules`: writes docs/contract-rules.md from the contract suite's rule table.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractRules } from '../rules.ts';
import { formatRulesReference } from '../rules-doc.ts';

const target = fileURLToPath(new URL('../../docs/contract-rules.md', import.meta.url));
writeFileSync(target, formatRulesReference());
console.log(`Wrote docs/contract-rules.md (${contractRules.length} rules)`);
