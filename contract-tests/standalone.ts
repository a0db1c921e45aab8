// The entry of the single-file bundle (npm run contract:bundle -> dist-contract/contract-tests.mjs):
// only the rules, the contract and the remote target; a base URL is required.
import { main } from './cli.ts';

process.exitCode = await main(process.argv.slice(2));
