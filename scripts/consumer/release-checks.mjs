// The consumer test's release checks: what `npm publish` would upload of each package, and the
// .vsix that `npm run package` (vsce) builds, which the Release workflow publishes. Offline
// stand-ins for the publishing itself, which needs the registries' tokens.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Files that no published package may hold: tests, sources, maps, build info, snapshots. */
const JUNK = /(^|\/)(src|tests?|__tests__|__snapshots__|fixtures)\/|\.(test|spec)\.|\.map$|\.tsbuildinfo$|\.ts$(?<!\.d\.ts)|\.eslintsnap$/;

/** `npm publish --dry-run` of every workspace (the extension is private: vsce publishes it). */
export async function publishDryRun({ repo, check, sh, log, expectEqual }) {
  await check('npm publish --dry-run of each workspace package: the four packages, dist/*.js and *.d.ts, README, LICENSE', () => {
    // The four by name: the extension is private (vsce publishes it; its prepublishOnly refuses npm).
    const workspaces = ['core', 'source', 'eslint-plugin', 'language-server'].flatMap((p) => ['-w', `packages/${p}`]);
    const r = sh(repo, 'npm', ['publish', '--dry-run', '--json', '--access', 'public', ...workspaces]);
    const published = JSON.parse(r.stdout);
    expectEqual(Object.keys(published).sort(), ['@urilint/core', '@urilint/eslint-plugin', '@urilint/language-server', '@urilint/source'], 'packages published');
    for (const [name, info] of Object.entries(published)) {
      const files = info.files.map((f) => f.path);
      log(`publish --dry-run ${name}@${info.version}: ${files.length} files, ${info.size} bytes`);
      const junk = files.filter((f) => JUNK.test(f) || !(/^dist\/.+\.(js|d\.ts)$/.test(f) || ['package.json', 'README.md', 'LICENSE'].includes(f)));
      if (junk.length > 0) throw new Error(`${name} would publish ${junk.join(', ')}`);
      for (const f of ['package.json', 'README.md', 'LICENSE', 'dist/index.js', 'dist/index.d.ts']) if (!files.includes(f)) throw new Error(`${name} would not publish ${f}`);
    }
  });
}

/** `npm run package` (vsce package) and what the .vsix holds. */
export async function vscePackage({ repo, check, sh, log }) {
  await check('npm run package: vsce packages the extension with its bundles only', () => {
    const { version } = JSON.parse(readFileSync(join(repo, 'extension/package.json'), 'utf8'));
    const vsix = join(repo, `extension/urilint-${version}.vsix`);
    rmSync(vsix, { force: true });
    sh(repo, 'npm', ['run', 'package']);
    if (!existsSync(vsix)) throw new Error(`npm run package did not write ${vsix}`);
    const listing = sh(repo, 'unzip', ['-Z1', vsix]).stdout.trim().split('\n');
    const shipped = listing.filter((f) => f.startsWith('extension/')).map((f) => f.slice('extension/'.length)).sort();
    log(`vsix: ${listing.length} entries: ${shipped.join(' ')}`);
    // vsce writes the README as readme.md and the LICENSE as LICENSE.txt.
    for (const f of ['package.json', 'dist/extension.cjs', 'dist/server.cjs', 'readme.md', 'LICENSE.txt']) if (!shipped.includes(f)) throw new Error(`the .vsix has no extension/${f}`);
    const junk = shipped.filter((f) => JUNK.test(f) || f.startsWith('node_modules/'));
    if (junk.length > 0) throw new Error(`the .vsix holds ${junk.join(', ')}`);
  });
}
