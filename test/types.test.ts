// The plugin's published types with ESLint's own config helpers: `tsc --noEmit` on
// test/fixtures/types/, which imports the built package (dist/*.d.ts) the way a user's
// eslint.config.ts does. A misspelt preset name must fail, or the check would prove nothing.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/** Runs `tsc -p <project>` and resolves with its exit code and output. */
function typeCheck(project: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty', 'false'], { cwd: root });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('plugin types with ESLint config helpers', () => {
  // Both projects at once: each tsc run takes seconds.
  const positive = typeCheck('test/fixtures/types');
  const negative = typeCheck('test/fixtures/types/negative');

  it('type-checks defineConfig (with extends), Linter.Config[] and tseslint.config', async () => {
    const { code, output } = await positive;
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 120_000);

  it('rejects a misspelt preset name (negative control)', async () => {
    const { code, output } = await negative;
    expect(code).not.toBe(0);
    expect(output).toContain("misspelt-preset.ts(4,50): error TS2551: Property 'recommnded' does not exist");
  }, 120_000);
});
