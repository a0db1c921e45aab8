// zod 4 probes `Function('')` once, as its first object schema is created, to decide whether it may
// compile its parsers. The site's CSP allows no eval, so the browser blocks the probe and reports a
// Content-Security-Policy violation (Lighthouse's Best Practices took 4 points off the docs for it),
// and zod then interprets its parsers anyway. The endpoint list, the only browser code that creates
// zod schemas, imports this first, so the contract's schemas are created after it.
import { z } from 'zod';

z.config({ jitless: true });
