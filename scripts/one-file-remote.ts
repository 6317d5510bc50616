// A remote of one widget (the batch lookup's, for partner sites) built as one file: its entry
// holds the widget, the code it uses and the framework it offers the page. A page with that widget
// alone then fetches the entry beside loader.js's MF part, not four files: each file this
// Chromium fetches beside others costs a few milliseconds more, and each module file one more
// round of module loading after the entry has run (issue 21; README, Performance). A remote of
// several widgets keeps a chunk per widget, since a page takes only the widgets it names.
//
// Its shared modules are then "initial consumes", which Module Federation would load as the
// entry starts, before the page's share scope is handed over; our bundler runtime loads them in
// init() instead, from the page's scope (shared/federation/bundler-runtime.ts).
import { rspack, type Compiler, type RspackPluginInstance } from '@rspack/core';

export class OneFileRemotePlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(compiler);
    compiler.hooks.thisCompilation.tap('OneFileRemotePlugin', (compilation) => {
      // MF's consumes runtime writes __webpack_require__.f.consumes, which exists only in a build
      // that loads chunks: without these the entry throws as it starts ("reading 'consumes'").
      compilation.hooks.additionalTreeRuntimeRequirements.tap('OneFileRemotePlugin', (_chunk, requirements) => {
        requirements.add(rspack.RuntimeGlobals.ensureChunk);
        requirements.add(rspack.RuntimeGlobals.ensureChunkHandlers);
      });
    });
  }
}
