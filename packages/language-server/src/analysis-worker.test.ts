import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalysisWorker } from './analysis-worker.js';
import { editorSettings } from './settings.js';

/** A stand-in worker script: prints on stdout and stderr, then answers every request with no findings. */
const NOISY_WORKER = `
import { parentPort } from 'node:worker_threads';
console.log('a parser warning');
process.stderr.write('half a line');
process.stderr.write(' on stderr\\n');
parentPort.on('message', (r) => parentPort.postMessage({ id: r.id, analysis: { findings: [], ruleFailures: [] } }));
`;

describe('AnalysisWorker', () => {
  let dir: string | undefined;
  let worker: AnalysisWorker | undefined;
  afterEach(() => {
    worker?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it("sends the worker's stdout and stderr to the log, never to the process's stdout (the protocol's stream under --stdio)", async () => {
    dir = mkdtempSync(join(tmpdir(), 'urilint-worker-'));
    const script = join(dir, 'worker.mjs');
    writeFileSync(script, NOISY_WORKER);
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => (written.push(String(chunk)), true));
    const logged: string[] = [];
    worker = new AnalysisWorker(script, (message) => logged.push(message));
    const analysis = await worker.analyze('x', 'javascript', editorSettings({}, false), 10);
    expect(analysis).toEqual({ findings: [], ruleFailures: [] });
    await vi.waitFor(() => expect(logged).toHaveLength(2));
    expect(logged.sort()).toEqual(['urilint: analysis worker: a parser warning', 'urilint: analysis worker: half a line on stderr']);
    expect(written.join('')).not.toContain('a parser warning');
  });
});
