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
import { discoverWidgets, readRemoteManifest, remoteName, type Flavour } from './scripts/build-layout.ts';

const root = import.meta.dirname;
const require = createRequire(import.meta.url);
const distDir = path.resolve(root, process.env.KATKIN_DIST ?? 'dist');
const phase = process.env.KATKIN_PHASE ?? 'remotes';
const only = process.env.KATKIN_WIDGETS?.split(',').filter(Boolean);
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

// Shared modules are matched by the raw request in widget code (always React's names) before
// any alias applies. React build: the four React entry points, singletons. Preact build: only
// three modules hold state that must be one per page (preact, preact/hooks and preact/compat,
// shared under the key 'react'); the thin entry points (react-dom, react-dom/client,
// react/jsx-runtime) stay private and reach the shared ones through preact-shims/, which is
// fewer requests than sharing each of them.
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
  // An absolute path, so the alias of 'preact/compat' below does not apply to the fallback itself.
  return { react: one(require.resolve('preact/compat'), v), preact: one('preact', v), 'preact/hooks': one('preact/hooks', v) };
}

const MF_SHARED_GLOBALS = {
  '@module-federation/sdk': '__katkinMfSdk',
  '@module-federation/error-codes': '__katkinMfErrorCodes',
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
      // Styles become a CSSStyleSheet adopted by the widget's shadow root: they reach
      // the shadow DOM, never leak to the host, and pass `style-src 'self'`.
      { test: /\.css$/, type: 'css/auto', parser: { exportType: 'css-style-sheet' } },
    ],
  },
  performance: false,
  optimization: { minimize: true },
  infrastructureLogging: { level: 'error' },
  stats: 'errors-warnings',
};

function remoteConfig(widget: string, flavour: Flavour): Configuration {
  return {
    ...common,
    name: `${flavour}-${widget}`,
    entry: {},
    resolve: { ...common.resolve, alias: aliasFor(flavour) },
    // Widget code and its private modules (zod's parts, jsx-runtime) load as one chunk.
    optimization: { ...common.optimization, splitChunks: false, chunkIds: 'named' },
    output: {
      path: path.join(distDir, flavour, widget),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      // Named chunk ids ("node_modules_preact_dist_preact_module_js.<hash>.js") cost a few bytes
      // and let the budgets and the bench say where the bytes go.
      chunkFilename: '[id].[contenthash:10].js',
      cssFilename: '[contenthash:10].css',
      uniqueName: remoteName(widget, flavour),
      clean: true,
    },
    plugins: [
      new ModuleFederationPlugin({
        name: remoteName(widget, flavour),
        filename: 'remoteEntry.[contenthash:10].js',
        exposes: { './widget': `./widgets/${widget}/index.ts` },
        shared: sharedFor(flavour),
        shareStrategy: 'loaded-first',
        dts: false,
        dev: false,
        manifest: false,
        // The loader brings the MF runtime once for the whole page.
        experiments: {
          externalRuntime: true,
          optimization: { disableSnapshot: true, disableRemote: true, target: 'web' },
        },
      }) as unknown as RspackPluginInstance,
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
      // The MF bundler runtime in each remoteEntry needs the MF sdk and error codes; the loader
      // already carries both for its runtime core and hands them over (loader/mf-globals.ts).
      new rspack.ExternalsPlugin('global', MF_SHARED_GLOBALS),
    ],
  };
}

function loaderConfig(): Configuration {
  const manifest = readRemoteManifest(distDir);
  return {
    ...common,
    name: 'loader',
    entry: { loader: './loader/index.ts' },
    // Headless widgets (loader/headless-widgets.ts) become lazy chunks beside loader.js.
    output: {
      path: distDir,
      filename: 'loader.js',
      chunkFilename: 'loader-[name].[contenthash:10].js',
      publicPath: 'auto',
      uniqueName: 'katkin_loader',
      clean: false,
      iife: true,
    },
    optimization: { ...common.optimization, splitChunks: false, runtimeChunk: false },
    plugins: [
      new rspack.DefinePlugin({
        __KATKIN_REMOTES__: JSON.stringify(manifest),
        'process.env.NODE_ENV': JSON.stringify('production'),
        // The same MF runtime switches the remotes' plugin sets, for the runtime core the
        // loader carries: no debug paths, no manifest snapshots, browser only.
        FEDERATION_DEBUG: JSON.stringify(''),
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
        ENV_TARGET: JSON.stringify('web'),
      }),
    ],
  };
}

function remoteConfigs(): Configuration[] {
  const widgets = discoverWidgets(root, only);
  const flavours: Flavour[] = ['preact', 'react'];
  return flavours.flatMap((flavour) => widgets.map((widget) => remoteConfig(widget, flavour)));
}

export default phase === 'loader' ? loaderConfig() : remoteConfigs();
