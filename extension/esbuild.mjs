// Bundles the extension (as vscode-eslint's esbuild.js does): two self-contained CommonJS files
// for Node, so that the .vsix ships no node_modules.
//   dist/extension.cjs  the client (vscode-languageclient); `vscode` is provided by the host
//   dist/server.cjs     @urilint/language-server's bin with its dependencies (the Babel parser,
//                       micromark…) but ESLint (see withoutEslint), started by the client over IPC
// Usage: node esbuild.mjs [--production] [--watch]
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));

// The server's entry is its package's `bin` (built by `tsc -b`), found through the package.
const require = createRequire(import.meta.url);
const serverPkgJson = require.resolve('@urilint/language-server/package.json');
const serverBin = path.join(path.dirname(serverPkgJson), require(serverPkgJson).bin['urilint-language-server']);

/** @returns {import('esbuild').BuildOptions} */
const common = (production) => ({
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: !production,
  minify: production,
  // Dependencies written as ES modules read `import.meta.url`; in a CommonJS bundle it is the
  // bundle's own URL.
  define: { 'import.meta.url': 'import_meta_url' },
  banner: { js: "const import_meta_url = require('url').pathToFileURL(__filename).href;" },
  // ES module builds first: jsonc-parser's `main` is a UMD build whose dynamic requires
  // esbuild cannot follow.
  mainFields: ['module', 'main'],
  logLevel: 'warning',
  metafile: true,
});

/**
 * `eslint` as an empty module. The server reads a project's flat config with the project's own
 * ESLint (a config imports its plugins from the project's node_modules, beside that ESLint); the
 * server's fallback to an `eslint` of its own would add ESLint and its dependencies (about 1.3 MB)
 * to the bundle for projects that lint without ESLint installed, where the editor's settings
 * apply instead (packages/language-server/src/settings.ts).
 * @type {import('esbuild').Plugin}
 */
const withoutEslint = {
  name: 'without-eslint',
  setup(build) {
    build.onResolve({ filter: /^eslint$/ }, () => ({ path: 'eslint', namespace: 'without-eslint' }));
    build.onLoad({ filter: /.*/, namespace: 'without-eslint' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/** @returns {import('esbuild').BuildOptions} */
export const extensionBuild = (production) => ({
  ...common(production),
  entryPoints: { extension: path.join(here, 'src/extension.ts') },
  outExtension: { '.js': '.cjs' },
  outdir: path.join(here, 'dist'),
  external: ['vscode'],
});

/** @returns {import('esbuild').BuildOptions} */
export const serverBuild = (production) => ({
  ...common(production),
  entryPoints: { server: serverBin },
    outExtension: { '.js': '.cjs' },
    outdir: path.join(here, 'dist'),
  plugins: [withoutEslint],
});

async function main() {
  const production = process.argv.includes('--production');
  const builds = [extensionBuild(production), serverBuild(production)];
  if (process.argv.includes('--watch')) {
    for (const options of builds) await (await esbuild.context(options)).watch();
    console.log('esbuild: watching');
    return;
  }
  for (const options of builds) {
    const result = await esbuild.build(options);
    for (const [file, { bytes }] of Object.entries(result.metafile.outputs)) {
      if (!file.endsWith('.map')) console.log(`esbuild: ${path.relative(here, path.resolve(file))} ${(bytes / 1e6).toFixed(2)} MB`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
