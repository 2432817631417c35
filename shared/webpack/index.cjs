// One place builds the webpack config of the shell and of every remote, so the federation
// `shared` block, loaders and output naming cannot drift between them.
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const repoRoot = path.resolve(__dirname, '../..');

/** Versions from the pnpm catalog: the single source of truth for requiredVersion. */
function readCatalog() {
  const text = fs.readFileSync(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const block = text.split(/^catalog:\s*$/m)[1] || '';
  const versions = {};
  for (const line of block.split('\n')) {
    if (/^\S/.test(line)) break; // next top-level key ends the catalog
    const m = line.match(/^\s+"?([^":#\s]+)"?:\s*([^\s#]+)/);
    if (m) versions[m[1]] = m[2];
  }
  return versions;
}

function readRemoteCatalogue() {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'config/remotes.json'), 'utf8')).remotes;
}

/** The federation `shared` block, identical in host and remotes. */
function federationShared() {
  const catalog = readCatalog();
  const singleton = (pkg) => {
    if (!catalog[pkg]) throw new Error(`federationShared: ${pkg} is not in the pnpm catalog`);
    return { singleton: true, requiredVersion: `^${catalog[pkg]}` };
  };
  const sharedVersion = require('../package.json').version;
  return {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    rxjs: singleton('rxjs'),
    i18next: singleton('i18next'),
    'react-i18next': singleton('react-i18next'),
    // No state to share, but ~21 KB gzip that the shell and every remote would each download.
    luxon: singleton('luxon'),
    // Trailing slash: every public subpath (@parking/shared/api, /bus, /ui, ...) is one instance.
    '@parking/shared/': {
      singleton: true,
      requiredVersion: `^${sharedVersion}`,
      version: sharedVersion,
    },
  };
}

function baseConfig({ dir, mode, uniqueName }) {
  const production = mode === 'production';
  return {
    mode,
    context: dir,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      uniqueName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      // Workspace packages are compiled from source ("source" export condition): one toolchain.
      conditionNames: ['source', '...'],
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
                target: 'es2022',
              },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] },
        { test: /\.(png|jpe?g|gif|svg|woff2?|ttf)$/, type: 'asset' },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      }),
    ],
    stats: 'errors-warnings',
  };
}

/**
 * A remote: exposes its modules, writes mf-manifest.json + remoteEntry.js, and keeps a
 * standalone page (src/bootstrap.tsx) for solo development on its own dev port.
 */
function remoteConfig({ dir, id, exposes }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const remote = readRemoteCatalogue()[id];
    if (!remote) throw new Error(`remoteConfig: ${id} is missing from config/remotes.json`);
    const config = baseConfig({ dir, mode, uniqueName: remote.container });
    config.plugins.push(
      new ModuleFederationPlugin({
        name: remote.container,
        filename: 'remoteEntry.js',
        exposes,
        shared: federationShared(),
        manifest: true,
        dts: false,
      }),
      new HtmlWebpackPlugin({ template: path.join(__dirname, 'standalone.html'), title: id }),
    );
    config.devServer = {
      port: remote.devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/backend'], target: 'http://localhost:3000' }],
    };
    return config;
  };
}

/** The shell: a host with no remote compiled in; remotes come from the server's manifest. */
function hostConfig({ dir }) {
  return (_env, argv) => {
    const mode = argv.mode || 'production';
    const config = baseConfig({ dir, mode, uniqueName: 'shell' });
    config.output.publicPath = '/';
    config.plugins.push(
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: federationShared(),
        dts: false,
      }),
      new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html') }),
    );
    config.devServer = {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/backend', '/remotes'], target: 'http://localhost:3000' }],
    };
    return config;
  };
}

module.exports = { federationShared, remoteConfig, hostConfig, readCatalog, readRemoteCatalogue };
