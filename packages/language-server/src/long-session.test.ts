/**
 * A long editing session, scaled down to run in seconds (scripts/soak-server.mjs runs it at full
 * size against the binary): a 10 MB message, 100 open documents, documents of 25,000 URLs, a
 * storm of `$/cancelRequest`, then open/close cycles. The heap is measured after a real
 * collection (vitest runs with --expose-gc). Before the fix, each URL of an open document held
 * about 3 KB (its candidate, findings and diagnostics, all of them), 200 cancelled pulls made 200
 * analyses, and the server died of heap exhaustion in the full-size session.
 *
 * The budget of an open document (limits.ts, server/results.ts): its text; its analysis (about 1.7 KB a
 * URL candidate) only up to 20,000 candidates; at most 1,000 diagnostics.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CancellationTokenSource } from 'vscode-languageserver-protocol/node';
import { moduleText, urlArrayText } from '../../../scripts/soak-server.mjs';
import { closeServers, fileUri, PULL_CAPABILITIES, startServer, type Harness } from '../tests/support/harness.js';

const MiB = 1024 * 1024;

function heapAfterGc(): number {
  global.gc!();
  global.gc!();
  return process.memoryUsage().heapUsed;
}

afterEach(closeServers);

/** A request's round trip: the server has handled every notification sent before it (the closes). */
async function roundTrip(harness: Harness): Promise<void> {
  await harness.hover(fileUri('none.js'), 0, 0);
}

/** Compiled code and the caches of the parser and the core, before the baseline. */
async function warmUp(harness: Harness): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const uri = fileUri(`warm-${i}.js`);
    harness.open(uri, 'javascript', i === 0 ? urlArrayText(2000) : moduleText(i));
    await harness.pull(uri);
    harness.close(uri);
  }
  await roundTrip(harness);
}

/**
 * The storm: each URL document changes, then 200 pulls cancelled at once and 10,000
 * cancellations of requests that never were. Returns each pull's error code and the time it took.
 */
async function cancelStorm(harness: Harness, urlDocs: string[]): Promise<{ outcomes: unknown[]; stormMs: number }> {
  const t0 = performance.now();
  urlDocs.forEach((uri, i) => harness.replaceAll(uri, urlArrayText(25_000, 7 + i)));
  const pending: Array<Promise<unknown>> = [];
  for (let i = 0; i < 200; i++) {
    const source = new CancellationTokenSource();
    pending.push(harness.client.sendRequest('textDocument/diagnostic', { textDocument: { uri: urlDocs[i % 2] } }, source.token).catch((e: { code?: number }) => e.code));
    source.cancel();
  }
  for (let i = 0; i < 10_000; i++) void harness.client.sendNotification('$/cancelRequest', { id: 1_000_000 + i });
  const outcomes = await Promise.all(pending);
  return { outcomes, stormMs: performance.now() - t0 };
}

describe('a long session', () => {
  it('keeps the heap within budget while documents are open, returns it when they close, and answers a cancel storm at once', async () => {
    expect(typeof global.gc).toBe('function');
    const h = await startServer({ capabilities: PULL_CAPABILITIES });
    const harness = h;
    const pullAll = async (uris: string[]): Promise<void> => {
      for (const uri of uris) await harness.pull(uri);
    };
    await warmUp(harness);
    const baseline = heapAfterGc();

    // A 10 MB message: over the size limit, no diagnostics; nothing kept once closed.
    const huge = fileUri('huge.js');
    harness.open(huge, 'javascript', `const s = "${'x'.repeat(10_000_000)}";\n`);
    expect(await harness.pull(huge)).toMatchObject({ items: [] });
    harness.close(huge);
    await roundTrip(harness);
    expect(heapAfterGc() - baseline).toBeLessThan(4 * MiB);

    // 100 open 200-line documents, 50 broken URLs each.
    const docs = Array.from({ length: 100 }, (_, i) => fileUri(`doc-${i}.js`));
    docs.forEach((uri, i) => harness.open(uri, 'javascript', moduleText(i)));
    await pullAll(docs);
    const withDocs = heapAfterGc();
    expect((withDocs - baseline) / docs.length).toBeLessThan(1 * MiB);

    // Two documents of 25,000 URLs (two findings each): 1,000 diagnostics and a notice, and no
    // analysis kept past 20,000 candidates.
    const urlDocs = [fileUri('urls-0.js'), fileUri('urls-1.js')];
    urlDocs.forEach((uri, i) => harness.open(uri, 'javascript', urlArrayText(25_000, i)));
    for (const uri of urlDocs) {
      const report = await harness.pull(uri);
      expect(report.kind === 'full' && report.items.length).toBe(1001);
    }
    const withUrlDocs = heapAfterGc();
    expect((withUrlDocs - withDocs) / urlDocs.length).toBeLessThan(10 * MiB);

    // The cancel storm: every pull is answered (cancelled) promptly.
    const { outcomes, stormMs } = await cancelStorm(harness, urlDocs);
    expect(outcomes.every((o) => o === -32800)).toBe(true);
    expect(stormMs).toBeLessThan(15_000);
    await pullAll(urlDocs);
    expect(harness.server.stats().jobs).toBe(0);
    expect(heapAfterGc() - withUrlDocs).toBeLessThan(8 * MiB);

    // Closing gives the memory back.
    urlDocs.forEach((uri) => harness.close(uri));
    await roundTrip(harness);
    expect(heapAfterGc() - withDocs).toBeLessThan(4 * MiB);

    // Open/close cycles: flat.
    for (let i = 0; i < 300; i++) {
      const uri = fileUri(`cycle-${i}.js`);
      harness.open(uri, 'javascript', moduleText(i));
      await harness.pull(uri);
      harness.close(uri);
    }
    docs.forEach((uri) => harness.close(uri));
    await roundTrip(harness);
    expect(harness.server.stats()).toEqual({ states: 0, results: 0, settings: 0, running: 0, jobs: 0, pulls: 0 });
    expect(heapAfterGc() - baseline).toBeLessThan(6 * MiB);
  }, 120_000);
});
