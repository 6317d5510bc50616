// Byte budgets (KB = 1024 bytes) checked by `npm run budgets` in the test command.
// Raise one only with a reason in the commit; the bench shows where the bytes go.
export const budgets = {
  loader: { brotli: 19.5, gzip: 22 },
  remoteEntry: { brotli: 8, gzip: 9 },
  /** A widget's own chunk (its code, zod's parts, private modules), unless listed below. */
  widgetChunk: { brotli: 14, gzip: 16 },
  widgetChunkOverrides: {} as Record<string, { brotli: number; gzip: number }>,
  /** Each framework module (preact, hooks, compat; react, react-dom/client, ...). */
  framework: {
    preact: { brotli: 5, gzip: 6 },
    react: { brotli: 56, gzip: 64 },
  },
  /** Everything a page downloads to show one ready batch lookup in the default (preact) build. */
  batchLookupPage: { brotli: 45 },
};
