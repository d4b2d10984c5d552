// Bundles the extension (as vscode-eslint's esbuild.js does): two self-contained CommonJS files
// for Node, so that the .vsix ships no node_modules.
//   dist/extension.cjs  the client (vscode-languageclient); `vscode` is provided by the host
//   dist/server.cjs     @urilint/language-server's bin with all its dependencies (TypeScript,
//                       typescript-estree, ESLint, micromark…), started by the client over IPC
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
    // ESLint loads jiti (for eslint.config.ts) only when present; the project's own ESLint,
    // which the server prefers, brings its own.
    external: ['jiti', 'jiti/package.json'],
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
