/**
 * The parsers of the larger file types (HTML, CSS, Vue, Svelte: 0.2-0.8 MB each with what they
 * bring, such as css-tree's data and the Svelte compiler), loaded on first use: from the
 * server's own dependencies when it was installed from npm, else — in the VS Code extension's
 * bundle, which does not hold them (esbuild does not follow a `require` through `createRequire`,
 * so they stay out: docs/design.md, "Other file types") — from the workspace's
 * node_modules, where a project that lints those files with ESLint has them (ESLint itself is
 * loaded the same way: settings.ts). A workspace's modules are code, so they are looked for only
 * in a trusted workspace's folders (`ExtractOptions.parserRoots`), as the ESLint config is.
 * Node's module cache keeps what is loaded.
 */

import { createRequire } from 'node:module';
import * as path from 'node:path';

const own = createRequire(import.meta.url);

/**
 * The module `name` (an ESLint language or parser), from the server's dependencies or else from
 * the node_modules of `roots` (the trusted workspace's folders), or an error saying where it was looked for.
 */
export function loadParser<T>(name: string, roots: readonly string[]): T {
  let found: T | undefined;
  try {
    found = own(name) as T;
  } catch {
    for (const root of roots) {
      try {
        found = createRequire(path.join(root, 'package.json'))(name) as T;
        break;
      } catch {
        // not in this root
      }
    }
  }
  if (found === undefined) throw new Error(`${name} is not installed${roots.length > 0 ? ' in the workspace' : ' (and the workspace is not trusted)'}: install it to check these files`);
  return found;
}
