// What the bundled server is made of: bundles it as `npm run package` does and prints esbuild's
// metafile analysis (the biggest inputs, by package), so that a change in its size can be traced
// to a dependency.
// Usage: node scripts/analyze-bundle.mjs [--verbose] [--top N]
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { serverBuild } from '../esbuild.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const verbose = process.argv.includes('--verbose');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 15;

const result = await esbuild.build({ ...serverBuild(true), write: false });

/** `typescript` of `node_modules/typescript/lib/typescript.js`, `@scope/name` for scoped ones; else the workspace folder. */
function packageOf(input) {
  const at = input.lastIndexOf('node_modules/');
  if (at < 0) return input.split('/').slice(0, input.startsWith('..') ? 3 : 2).join('/');
  const parts = input.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

for (const [file, output] of Object.entries(result.metafile.outputs)) {
  if (file.endsWith('.map')) continue;
  const byPackage = new Map();
  for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
    const name = packageOf(input);
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytesInOutput);
  }
  console.log(`${path.relative(here, path.resolve(file))}: ${(output.bytes / 1e6).toFixed(2)} MB, by package (minified bytes):`);
  const rows = [...byPackage].sort((a, b) => b[1] - a[1]);
  for (const [name, bytes] of rows.slice(0, top)) {
    console.log(`  ${(bytes / 1e3).toFixed(0).padStart(7)} kB  ${(100 * bytes / output.bytes).toFixed(1).padStart(5)}%  ${name}`);
  }
  const rest = rows.slice(top).reduce((sum, [, bytes]) => sum + bytes, 0);
  if (rest > 0) console.log(`  ${(rest / 1e3).toFixed(0).padStart(7)} kB  ${(100 * rest / output.bytes).toFixed(1).padStart(5)}%  ${rows.length - top} other packages`);
}
if (verbose) console.log(await esbuild.analyzeMetafile(result.metafile, { verbose: true }));
