import { z } from 'zod';

// The editor is the one part of the browser side that parses with zod (the fields' rules, the block
// schemas). Its pages forbid eval (CSP): zod's faster parsing would try it once and have the attempt
// reported as a violation. The server, where eval is allowed, keeps the fast path.
if (typeof window !== 'undefined') z.config({ jitless: true });
