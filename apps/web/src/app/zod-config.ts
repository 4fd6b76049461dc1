import { config } from 'zod/v4/core';

// zod compiles fast parsers with eval, which the Content-Security-Policy forbids, and probes for eval as
// each object schema is defined: say so before any module defines one, or the probe is reported as a
// policy violation. Imported first by main.tsx.
config({ jitless: true });
