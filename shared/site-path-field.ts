// A JSON field holding a site path (continue_to_path, link, to): checked with the same rule
// every navigation uses (shared/site-routes.ts), so a bad path is an invalid-options message
// naming the field rather than a refused click later.
import { isSitePath } from './site-routes.ts';
import { z } from './zod.ts';

export const sitePathField = z
  .string()
  .check(z.refine(isSitePath, 'expected a site path such as "/checkout" (one leading "/", no spaces, no "\\")'));
