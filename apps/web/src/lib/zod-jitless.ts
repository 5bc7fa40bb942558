import { config } from 'zod/v4/core';

// zod probes `new Function` to compile fast object parsers when a schema is built; the page's
// Content-Security-Policy forbids evaluating code, so every probe is a policy violation. The app's
// schemas are interpreted instead. This module runs before any schema is built: the entry imports it first.
config({ jitless: true });
