import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A user's clone has nothing beside it, so the project reads only what it tracks (SPEC §9). The
// list of files comes from git, not from any code of the project.
const root = new URL('../', import.meta.url);
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path.length > 0 && existsSync(new URL(path, root)));
const read = (path: string): string => readFileSync(new URL(path, root), 'utf8');

/** Third-party data copied into the repository; each folder says where its files come from. */
const DATA_DIRS = ['test/fixtures/conformance/', 'bench/data/'];
/** What a data folder holds beside its data: its sources, a license text it must carry, git settings. */
const isNotData = (name: string): boolean => name === 'SOURCES.md' || name === '.gitattributes' || name.startsWith('LICENSE-');
const THIS_FILE = 'test/self-contained.test.ts';

const inDataDir = (path: string): boolean => DATA_DIRS.some((dir) => path.startsWith(dir));
const dataFiles = (dir: string): string[] =>
  tracked.filter((path) => path.startsWith(dir) && !isNotData(path.slice(dir.length)));

// The sibling folder a developer's machine has and a user's clone has not (spelled in two parts,
// so that a search of the tree for it finds only the files that read it).
const SHARED = '..' + '/shared';

describe('a clone with nothing beside it', () => {
  it('has no tracked file but Markdown notes that refers to the sibling shared folder', () => {
    // The data folders hold third-party text (ESLint's own imports of its "shared" folder among the string
    // literals), and this file names the path it looks for.
    const checked = tracked.filter((path) => !path.endsWith('.md') && !inDataDir(path) && path !== THIS_FILE);
    expect(checked.length).toBeGreaterThan(100);
    expect(checked.filter((path) => read(path).includes(SHARED))).toEqual([]);
  });

  for (const dir of DATA_DIRS) {
    describe(dir, () => {
      it('has data files and a SOURCES.md that names each of them', () => {
        const sources = read(dir + 'SOURCES.md');
        const files = dataFiles(dir);
        expect(files.length).toBeGreaterThan(0);
        expect(files.filter((path) => !sources.includes('`' + path.slice(dir.length) + '`'))).toEqual([]);
      });

      it('holds only files that a tracked file outside it names (the test, benchmark or script that reads it)', () => {
        const readers = tracked.filter((path) => !path.endsWith('.md') && !inDataDir(path)).map(read);
        const unused = dataFiles(dir).filter((path) => !readers.some((text) => text.includes(path.slice(dir.length))));
        expect(unused).toEqual([]);
      });
    });
  }
});
