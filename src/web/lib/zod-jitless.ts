import { z } from 'zod';

/**
 * zod builds fast object parsers with `new Function` once a probe shows eval works. The app's
 * Content Security Policy forbids eval, and even the caught probe reports a violation on every
 * page, so the browser parses without it. Imported first by main.tsx: the probe runs when the
 * first object schema is built, at import time.
 */
z.config({ jitless: true });
