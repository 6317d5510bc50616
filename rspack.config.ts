// One source, two builds (preact/compat, the default, and React), one loader.
// `npm run build` runs rspack twice: KATKIN_PHASE=remotes builds every widget as a Module
// Federation remote per framework; KATKIN_PHASE=loader then builds dist/loader.js with the
// hashed remoteEntry names of the first phase baked in, so the loader needs no manifest
// request at run time. KATKIN_DIST moves the output; KATKIN_WIDGETS=a,b builds only those.
// (Run it with the rspack CLI, not through tsx: tsx rewrites the MF runtime template.)
import { rspack, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type SharedConfig = { import: string; singleton: boolean; version: string; requiredVersion: false };
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ownChunk, packManifest, remoteDir, remoteName } from './loader/remote-manifest.ts';
import { RemoteHashPlugin, REMOTE_HASH_PLACEHOLDER } from './scripts/remote-hash.ts';
import { OneFileRemotePlugin } from './scripts/one-file-remote.ts';
import { StableModuleIdsPlugin } from './scripts/stable-module-ids.ts';
import { discoverWidgets, exposeOf, groupWidgets, readRemoteManifest, widgetsToBuild, type Flavour, type WidgetSource } from './scripts/build-layout.ts';
import { partFile, PARTS_GLOBAL } from './loader/parts.ts';
import { readLoaderPartFiles } from './scripts/dist-files.ts';
import { widgetRegistry } from './widgets/registry.ts';
import { TRUSTED_TYPES_POLICY } from './shared/trusted-types.ts';
import { distDir } from './scripts/dist-dir.ts';

const root = import.meta.dirname;
const require = createRequire(import.meta.url);
const phase = process.env.KATKIN_PHASE ?? 'remotes';
const only = widgetsToBuild();
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
};

// Shared modules are matched by the raw request in widget code (always React's names) before
// any alias applies. React build: the four React entry points, singletons. Preact build: one
// shared module, 'react' (preact-shims/react.ts), which holds everything with state that must be
// one per page (preact, its hooks, compat) in one file, one request per page; the thin entry points
// (react-dom, react-dom/client, react/jsx-runtime) stay private and reach it through preact-shims/.
function sharedFor(flavour: Flavour): Record<string, SharedConfig> {
  const one = (importPath: string, version: string): SharedConfig => ({
    import: importPath,
    singleton: true,
    version,
    requiredVersion: false,
  });
  if (flavour === 'react') {
    const v = pkg.dependencies.react!;
    return {
      react: one('react', v),
      'react-dom': one('react-dom', v),
      'react-dom/client': one('react-dom/client', v),
      'react/jsx-runtime': one('react/jsx-runtime', v),
    };
  }
  const v = pkg.dependencies.preact!;
  // 'react' is preact/compat with only the APIs our code uses (preact-shims/react.ts; a shared
  // module keeps every export it has, 2 KB brotli more for the whole of compat); preact and its
  // hooks are not shared keys, so they go into its file (three requests were one each). A path relative to
  // the context, because the entry's sharing data carries it as written, and an absolute path would
  // put the build machine's folders into dist/ (and into its hashes and sizes).
  const react = './shared/framework/preact-shims/react.ts';
  return { react: one(react, v) };
}

// Each remote's MF bundler runtime is our own (shared/federation/bundler-runtime.ts): the part of
// @module-federation/webpack-bundler-runtime that this platform's sharing uses, on the share scope
// object the loader hands every container. rspack's MF plugin imports the package by its resolved path.
const bundlerRuntimeAlias = {
  [`${require.resolve('@module-federation/webpack-bundler-runtime')}$`]: path.join(root, 'shared/federation/bundler-runtime.ts'),
};

const shims = path.join(root, 'shared/framework/preact-shims');
function aliasFor(flavour: Flavour): Record<string, string> {
  if (flavour === 'react') return {};
  return {
    // Every import of compat (including compat/client's own) goes to the one shared copy.
    'preact/compat$': path.join(shims, 'compat.js'),
    'react-dom$': path.join(shims, 'compat.js'),
    'react-dom/client$': require.resolve('preact/compat/client'),
    'react/jsx-runtime$': require.resolve('preact/jsx-runtime'),
  };
}

const common: Configuration = {
  context: root,
  mode: 'production',
  target: ['web', 'es2022'],
  devtool: false,
  resolve: { extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', importSource: 'react' } },
          },
        },
        type: 'javascript/auto',
      },
      // The preact build's 'react' shared module imports the package itself: everywhere else
      // 'preact/compat' is the shared key (aliasFor() below).
      { test: /preact-shims[\\/]react\.ts$/, resolve: { alias: { 'preact/compat$': require.resolve('preact/compat') } } },
      // preact/jsx-runtime (private to each widget chunk) takes Fragment and options from the shared copy.
      { test: /node_modules[\\/]preact[\\/]jsx-runtime[\\/]/, resolve: { alias: { preact$: path.join(root, 'shared/framework/preact-shims/preact.js') } } },
      // Styles become a CSSStyleSheet adopted by the widget's shadow root: they reach
      // the shadow DOM, never leak to the host, and pass `style-src 'self'`.
      // Minified first (comments, whitespace; no transforms: no targets given), since the sheet
      // ships as a string inside the widget's JS, where the JS minifier cannot shorten it.
      { test: /\.css$/, type: 'css/auto', parser: { exportType: 'css-style-sheet' }, use: [{ loader: 'builtin:lightningcss-loader', options: { minify: true } }] },
    ],
  },
  performance: false,
  optimization: { minimize: true },
  infrastructureLogging: { level: 'error' },
  stats: 'errors-warnings',
};

/**
 * Each remote is built twice from the same code. 'module': ES modules, which the loader imports
 * with import(); the remote then imports its chunks the same way. A dynamic import never delays
 * the host's load event, and a remote that fails to evaluate rejects that import (the widget's
 * load-failed) instead of raising an error on the host page. 'script': classic scripts, for a
 * dist/ host that sends no CORS headers (module scripts from another origin need them; the
 * contract asks nothing of dist/ but static files): the loader falls back to it.
 */
type RemoteFormat = 'module' | 'script';

function outputFor(format: RemoteFormat): Configuration['output'] {
  return format === 'module'
    ? { module: true, chunkFormat: 'module', chunkLoading: 'import', library: { type: 'module' } }
    : {
        chunkFormat: 'array-push',
        chunkLoading: 'jsonp',
        // Its chunks are script elements: their URLs go through a "katkin" policy of the runtime's
        // own (shared/trusted-types.ts); 'continue' where the page allows none, as ours does.
        trustedTypes: { policyName: TRUSTED_TYPES_POLICY, onPolicyCreationFailure: 'continue' },
      };
}

function remoteConfig(group: string, widgets: WidgetSource[], flavour: Flavour, format: RemoteFormat): Configuration {
  const name = remoteName(group, flavour);
  const hashing = new RemoteHashPlugin();
  return {
    ...common,
    name: `${flavour}-${remoteDir(group, format)}`,
    entry: {},
    resolve: { ...common.resolve, alias: { ...bundlerRuntimeAlias, ...aliasFor(flavour) } },
    optimization: {
      ...common.optimization,
      // Short numeric ids: loader.js lists each widget's chunks by them (scripts/build-layout.ts).
      chunkIds: 'deterministic',
      // Each widget is its own chunk; code that two widgets of the group use (zod's parts,
      // shared/ui) goes into shared chunks, so a page with several pays for it once. Below 4 KB a
      // shared part stays in each widget's chunk: a request costs more than those bytes.
      splitChunks: { chunks: 'async', minSize: 4000, cacheGroups: { defaultVendors: false, default: { minChunks: 2, reuseExistingChunk: true } } },
    },
    output: {
      path: path.join(distDir, flavour, remoteDir(group, format)),
      publicPath: 'auto',
      // The files of the remote build carry the hash of the whole build, the framework's files one
      // of their own (scripts/remote-hash.ts), so the loader names them all from the entry's name and
      // the framework's hash. A widget's own chunk is named after it ("widget_batch-lookup"), the
      // others by their ids; the entry's sharing data says which are the framework (scripts/dist-files.ts).
      filename: `[name].${REMOTE_HASH_PLACEHOLDER}.js`,
      chunkFilename: hashing.chunkFilename,
      cssFilename: '[contenthash:10].css',
      // The classic build's JSONP chunk global must not meet the module build's.
      uniqueName: `${name}_${format}`,
      clean: true,
      ...outputFor(format),
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: `remoteEntry.${REMOTE_HASH_PLACEHOLDER}.js`,
        ...(format === 'module' ? { library: { type: 'module' } } : {}),
        // Each expose's chunk is named after its widget ("widget_litter-trial.<hash>.js"), so the
        // budgets and the bench can tell a widget's own code from what widgets share.
        exposes: Object.fromEntries(widgets.map((widget) => [exposeOf(widget.name), { import: widget.entry, name: ownChunk(widget.name) }])),
        shared: sharedFor(flavour),
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
        manifest: false,
      }) as unknown as RspackPluginInstance,
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      hashing,
      new StableModuleIdsPlugin(),
      ...(widgets.length === 1 ? [new OneFileRemotePlugin()] : []),
    ],
  };
}

/**
 * A part's entry: a module that hands the named exports of `file` to window[PARTS_GLOBAL][name]
 * itself. As a library (output.library) the part would carry webpack's exports runtime (getters
 * defined on an exports object: about 170 bytes brotli in every part) for the same effect.
 * Base64, so that no character of the file's path is read as the data URL's syntax.
 */
function handOver(name: string, file: string, exports: string[]): string {
  const code = `import { ${exports.join(', ')} } from ${JSON.stringify(path.resolve(root, file))};\n(window.${PARTS_GLOBAL} ||= {})[${JSON.stringify(name)}] = { ${exports.join(', ')} };\n`;
  return `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
}

/**
 * The loader's lazy parts (loader/parts.ts), built in the first phase so that loader.js can name
 * their hashed files: each a classic script of its own that hands what loader.js takes from it to
 * window[PARTS_GLOBAL][name] (handOver). A page without widgets downloads none of them.
 */
function loaderPartsConfig(): Configuration {
  /** name -> its module and the exports loader.js takes from it. */
  const parts: Record<string, [file: string, exports: string[]]> = {
    'mf-runtime': ['./loader/remote-containers.ts', ['createContainers']],
    analytics: ['./loader/analytics-connection.ts', ['createAnalyticsConnector']],
    referral: ['./loader/referral-script.ts', ['loadReferralScript']],
    'manage-plan': ['./loader/manage-plan-cookie.ts', ['writeManagePlanCookie']],
    // A headless widget is a WidgetModule: its mount() is all the mount manager calls.
    ...Object.fromEntries(widgetRegistry(root).filter(({ kind }) => kind === 'headless').map(({ name, entry }) => [name, [entry, ['mount']]])),
  };
  return {
    ...common,
    name: 'loader-parts',
    entry: Object.fromEntries(Object.entries(parts).map(([name, [file, exports]]) => [name, handOver(name, file, exports)])),
    // An export a part no longer has fails the build, not a page.
    module: { ...common.module, parser: { javascript: { exportsPresence: 'error' } } },
    output: { path: distDir, filename: partFile('[name]', '[contenthash:10]'), uniqueName: 'katkin_loader_parts', clean: false, iife: true },
    optimization: { ...common.optimization, splitChunks: false, runtimeChunk: false },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    ],
  };
}

function loaderConfig(): Configuration {
  const manifest = readRemoteManifest(root, distDir, only);
  return {
    ...common,
    name: 'loader',
    entry: { loader: './loader/index.ts' },
    output: { path: distDir, filename: 'loader.js', uniqueName: 'katkin_loader', clean: false, iife: true },
    optimization: { ...common.optimization, splitChunks: false, runtimeChunk: false },
    plugins: [
      new rspack.DefinePlugin({
        __KATKIN_REMOTES__: JSON.stringify(packManifest(manifest)),
        // katkin.version: only the loader carries it, so a release changes no remote file it does not change.
        __KATKIN_VERSION__: JSON.stringify(pkg.version),
        __KATKIN_PARTS__: JSON.stringify(Object.fromEntries(Object.entries(readLoaderPartFiles(distDir)).map(([name, { hash }]) => [name, hash]))),
        'process.env.NODE_ENV': JSON.stringify('production'),
      }),
    ],
  };
}

function remoteConfigs(): Configuration[] {
  const groups = [...groupWidgets(discoverWidgets(root, only))];
  const flavours: Flavour[] = ['preact', 'react'];
  const formats: RemoteFormat[] = ['module', 'script'];
  return flavours.flatMap((flavour) =>
    groups.flatMap(([group, widgets]) => formats.map((format) => remoteConfig(group, widgets, flavour, format))),
  );
}

export default phase === 'loader' ? loaderConfig() : [...remoteConfigs(), loaderPartsConfig()];
