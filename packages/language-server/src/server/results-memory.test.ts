/**
 * A document's results over edits keep no earlier version alive into the old generation: a minor
 * GC (scavenge) after a few edits promotes the current version's text, not one per edit since the
 * last scavenge (docs/design.md, "Old versions' texts"; issue 15).
 */

import { PerformanceObserver, constants } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { PieceDocument } from '../piece-document.js';
import { editorSettings } from '../settings.js';
import { DocumentResults } from './results.js';

const settings = editorSettings({}, false);

/** Bytes in V8's old-generation large-object space: a text of 300 KB lives there once promoted. */
function largeObjectsBytes(): number {
  return getHeapSpaceStatistics().find((s) => s.space_name === 'large_object_space')!.space_used_size;
}

describe('document results in a long session', () => {
  it('promotes the current text only in a scavenge after edits, not every version since the last one', async () => {
    // 300 KB of functions with a URL each: every version's text is a large object of its own.
    const blocks = Array.from({ length: 4000 }, (_, i) => `export function f${i}(id: number) {\n  return fetch("https://api.example.com:443/items/" + id + "/${i}");\n}\n`);
    const uri = 'file:///virtual/long.ts';
    let doc = PieceDocument.create(uri, 'typescript', 1, blocks.join(''));
    const settingsPromise = Promise.resolve(settings);
    const results = new DocumentResults(
      { get: (u) => (u === uri ? doc : undefined) },
      { generation: 0, settingsFor: () => settingsPromise },
      { once: () => undefined, analysisFailed: () => undefined, analyzed: () => undefined, analyzingDocument: () => undefined, onRuleError: () => undefined },
      { maxDocumentSize: 2_000_000, sliceMs: 1000, maxDiagnostics: 10_000 },
    );
    // A space typed after the indentation of function k's `return` line (inside its statement), or removed.
    const edit = async (k: number, undo: boolean): Promise<void> => {
      const line = 3 * k + 1;
      const range = { start: { line, character: 2 }, end: { line, character: undo ? 3 : 2 } };
      doc = PieceDocument.update(doc, [{ range, text: undo ? '' : ' ' }], doc.version + 1);
      const result = await results.resultFor(uri);
      expect(result?.version).toBe(doc.version);
    };
    await results.resultFor(uri);
    for (let k = 1; k <= 20; k++) await edit(k * 97, k % 2 === 0); // the incremental path compiled and warm
    const edits = 16;
    const scavenges: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if ((e.detail as { kind?: number } | undefined)?.kind === constants.NODE_PERFORMANCE_GC_MINOR) scavenges.push(1);
    });
    observer.observe({ entryTypes: ['gc'] });
    global.gc!();
    const before = largeObjectsBytes();
    for (let i = 0; i < edits; i++) await edit(1000 + Math.floor(i / 2) * 211, i % 2 === 1);
    global.gc!({ type: 'minor' });
    const promoted = largeObjectsBytes() - before;
    await new Promise((resolve) => setTimeout(resolve, 20)); // the GC entries are delivered asynchronously
    observer.disconnect();
    const textBytes = doc.getText().length; // one byte per character (ASCII)
    // Each scavenge (the one above, and any during the edits) promotes the text of its time; before
    // the fix, every version's text since the last scavenge: 16 texts here.
    expect(scavenges.length).toBeLessThan(edits / 2);
    expect(promoted).toBeLessThanOrEqual((scavenges.length + 1) * textBytes);
  });
});
