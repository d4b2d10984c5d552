import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadParser } from './load-parser.js';

describe('loadParser', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("loads a parser from the server's own dependencies", () => {
    expect(typeof loadParser<{ parseForESLint: unknown }>('yaml-eslint-parser', []).parseForESLint).toBe('function');
  });

  it("loads one from a trusted workspace's node_modules, and only from the folders it is given", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'urilint-parser-'));
    made.push(root);
    const pkg = path.join(root, 'node_modules', 'urilint-test-only-parser');
    mkdirSync(pkg, { recursive: true });
    writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: 'urilint-test-only-parser', main: 'index.js' }));
    writeFileSync(path.join(pkg, 'index.js'), 'exports.parseForESLint = () => "from the workspace";');
    expect(() => loadParser('urilint-test-only-parser', [])).toThrow(/urilint-test-only-parser is not installed \(and the workspace is not trusted\)/);
    expect(loadParser<{ parseForESLint(): string }>('urilint-test-only-parser', [root]).parseForESLint()).toBe('from the workspace');
  });

  it('says which package to install when no root has it', () => {
    expect(() => loadParser('urilint-no-such-parser', [tmpdir()])).toThrow('urilint-no-such-parser is not installed in the workspace: install it to check these files');
  });
});
