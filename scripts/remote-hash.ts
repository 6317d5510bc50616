// Content hashes a remote build's files share. The build names them `<chunk>.<placeholder>.js`;
// once minified, this plugin hashes the files together and writes the hash over the placeholder,
// in the names and in the entry's chunk-file map. There are two: the framework's files (preact
// or React, which a release of our code does not change, so visitors keep them cached) have a
// hash of their own; every other file carries the hash of the whole build. So loader.js, which
// knows the remote's entry and the framework's hash, can name every file of a widget and start
// fetching them all at once (loader/remote-loader.ts). rspack's own [fullhash] would do for the
// second, but it differs between two builds of the same code.
import { createHash } from 'node:crypto';
import type { Compilation, Compiler, PathData, RspackPluginInstance } from '@rspack/core';

/** Stands for the build's hash in file names until the files are final. */
export const REMOTE_HASH_PLACEHOLDER = 'katkinremotehash';
/** Stands for the framework files' hash. */
const FRAMEWORK_HASH_PLACEHOLDER = 'katkinframeworkhash';

// webpack's getFullHash runtime, as rspack writes it before minifying.
const FULL_HASH_RUNTIME = /(__webpack_require__\.h = \(\) => \(")[0-9a-f]+("\))/;

/**
 * An asset's text with rspack's full hash, which differs between two builds of the same code, in
 * its getFullHash runtime replaced by the build's own hash's placeholder. Nothing here reads that
 * runtime, but the entry carries it, and the minifier's names follow the text's letters.
 */
export const withBuildHash = (text: string) => text.replace(FULL_HASH_RUNTIME, `$1${REMOTE_HASH_PLACEHOLDER}$2`);

// The framework's own packages, and the preact build's 'react' module that names the APIs we use
// of preact/compat (its identifier ends "react.ts|<hash>" once compat is concatenated into it): a
// chunk of nothing but their modules is a framework file.
const FRAMEWORK_MODULE = /node_modules\/(preact|react|react-dom|scheduler)\/|\/shared\/framework\/preact-shims\/react\.ts(\||$)/;

/** The hash of files: their names and contents, in name order. */
export function remoteHash(files: { name: string; content: string | Buffer }[]): string {
  const hash = createHash('sha256');
  for (const { name, content } of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    hash.update(name).update('\0').update(content).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

export class RemoteHashPlugin implements RspackPluginInstance {
  private compilation?: Compilation;

  /**
   * output.chunkFilename: a widget's chunk by its name ("widget_batch-lookup"), any other by its id;
   * a chunk of nothing but the framework's modules with the framework's placeholder, the rest with the build's.
   */
  readonly chunkFilename = ({ chunk }: PathData): string => {
    const modules = chunk && this.compilation ? this.compilation.chunkGraph.getChunkModules(chunk as Parameters<Compilation['chunkGraph']['getChunkModules']>[0]) : [];
    const resources = modules.map((module) => (module as { resource?: string }).resource ?? module.identifier());
    const framework = resources.length > 0 && resources.every((resource) => FRAMEWORK_MODULE.test(resource));
    return `${chunk?.name ?? chunk?.id}.${framework ? FRAMEWORK_HASH_PLACEHOLDER : REMOTE_HASH_PLACEHOLDER}.js`;
  };

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('RemoteHashPlugin', (compilation) => {
      this.compilation = compilation;
      // Before minifying: so that two builds of the same code are the same files (withBuildHash).
      compilation.hooks.processAssets.tap({ name: 'RemoteHashPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE }, () => {
        for (const { name, source } of compilation.getAssets()) {
          const text = source.source().toString();
          const stable = withBuildHash(text);
          if (stable !== text) compilation.updateAsset(name, new sources.RawSource(stable));
        }
      });
      // After minifying (OPTIMIZE_SIZE), where rspack finishes its own content hashes.
      compilation.hooks.processAssets.tap({ name: 'RemoteHashPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH }, () => {
        // The framework's hash first: the other files (the entry's map) name its files.
        for (const placeholder of [FRAMEWORK_HASH_PLACEHOLDER, REMOTE_HASH_PLACEHOLDER]) {
          const assets = compilation.getAssets().map(({ name, source }) => ({ name, content: source.source() }));
          const hash = remoteHash(placeholder === REMOTE_HASH_PLACEHOLDER ? assets : assets.filter(({ name }) => name.includes(placeholder)));
          for (const { name, content } of assets) {
            const text = content.toString();
            if (text.includes(placeholder)) compilation.updateAsset(name, new sources.RawSource(text.replaceAll(placeholder, hash)));
            if (name.includes(placeholder)) compilation.renameAsset(name, name.replace(placeholder, hash));
          }
        }
      });
    });
  }
}
