// `npm run test:contract`: the contract suite against the in-process mocks, or against a server
// given by --base-url / CONTRACT_BASE_URL. See contract-tests/cli.ts for the options.
import { main } from './cli.ts';
import { inProcessTarget } from './targets.ts';

process.exitCode = await main(process.argv.slice(2), { inProcess: (timeoutMs) => inProcessTarget(undefined, timeoutMs) });
