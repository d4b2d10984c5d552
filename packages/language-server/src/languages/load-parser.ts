/**
 * The parsers of the larger file types (HTML, CSS, Vue, Svelte: 0.2-0.8 MB each with what they
 * bring), loaded on first use. The VS Code extension's bundle does not hold them (esbuild does not
 * follow a `require` through `createRequire`: docs/design.md, "Other file types"), so they also
 * come from the workspace's node_modules, where a project that lints those files with ESLint has
 * them. A workspace's modules are code: they are looked for only in a trusted workspace's folders
 * (`ExtractOptions.parserRoots`), as the ESLint config is.
 */

import { createRequire } from 'node:module';
import * as path from 'node:path';

const own = createRequire(import.meta.url);

/** The module `name`, from the server's dependencies or else from the node_modules of `roots`, or an error saying where it was looked for. */
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
