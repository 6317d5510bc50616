// Byte budgets (KB = 1024 bytes) checked by `npm run budgets` in the test command.
// Raise one only with a reason in the commit; the bench shows where the bytes go. After a
// change, `npm run budgets:readme` rewrites README.md's list (npm run lint checks it).
export const budgets = {
  /** 20.7 KB now: MF runtime core, our loader, lazy-chunk loading for headless widgets, the
   * manage_plan_v2 cookie and the referral script loader. */
  loader: { brotli: 21, gzip: 23.5 },
  /** A headless widget's lazy chunk: what it adds to a page that already has the loader
   * (issue 5: tracking under 5 KB). */
  headless: { brotli: 5, gzip: 6 },
  remoteEntry: { brotli: 8, gzip: 9 },
  /** A widget's own chunk (its code, zod's parts, private modules), unless listed below. */
  widgetChunk: { brotli: 14, gzip: 16 },
  widgetChunkOverrides: {
    // DOMPurify (rich-text footer, about 8 KB) and date-fns format with its locale (about 7 KB).
    'litter-trial': { brotli: 30, gzip: 34 },
  } as Record<string, { brotli: number; gzip: number }>,
  /** Each framework module (preact, hooks, compat; react, react-dom/client, ...). */
  framework: {
    preact: { brotli: 5, gzip: 6 },
    react: { brotli: 56, gzip: 64 },
  },
  /** Everything a page downloads to show one ready batch lookup in the default (preact) build. */
  batchLookupPage: { brotli: 47.5 },
};
