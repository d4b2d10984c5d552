/**
 * Diagnostics reused from one version to the next (diagnostic-reuse.ts) are the diagnostics a
 * fresh conversion gives, and the publishDiagnostics message put together from their JSON is the
 * bytes JSON.stringify gives (UTF-8), after random sequences of edits (typing, new lines, deletions, a
 * line break typed over a character, which moves every later line without changing offsets).
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PieceDocument } from '../piece-document.js';
import type { Diagnostic } from 'vscode-languageserver/node';
import { analyzeText, type Analysis } from '../analysis.js';
import { truncationNotice } from '../limits.js';
import { DIAGNOSTIC_SOURCE } from '../protocol.js';
import { editorSettings, sanitizeSettings } from '../settings.js';
import type { SourceFinding } from '../languages/types.js';
import { JS } from '../test/samples.js';
import { analysisDiagnostics, diagnosticsFor, encodeMessage, sameDiagnostics } from './diagnostic-reuse.js';
import { toDiagnostic, toRange } from './to-diagnostic.js';

const settings = editorSettings(sanitizeSettings({}), false);

/** Blocks of statements with findings that have fixes (default ports, spaces) and suggestions (credentials). */
function source(blocks: number): string {
  const out: string[] = [];
  for (let i = 0; i < blocks; i++) {
    out.push(JS, `export const u${i} = fetch("https://api.example.com:443/items/${i}/a b");`, `// item ${i}`, '');
  }
  return out.join('\n');
}

const SNIPPETS = [' ', 'x', '\n', '\n\n', ';', '"', 'é', ':80'];

type Edit = { at: number; remove: number; insert: number } | { at: number; lineBreakOver: true };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ at: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), remove: fc.integer({ min: 0, max: 3 }), insert: fc.integer({ min: -1, max: SNIPPETS.length - 1 }) }),
  fc.record({ at: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), lineBreakOver: fc.constant(true as const) }),
);

function apply(text: string, e: Edit): string {
  const at = Math.floor(e.at * text.length);
  if ('lineBreakOver' in e) return text[at] === '\n' ? text : text.slice(0, at) + '\n' + text.slice(at + 1);
  return text.slice(0, at) + (e.insert < 0 ? '' : SNIPPETS[e.insert]) + text.slice(at + e.remove);
}

function publish(uri: string, version: number, diagnostics: Diagnostic[]): { jsonrpc: string; method: string; params: object } {
  return { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri, version, diagnostics } };
}

describe('reused diagnostics', () => {
  it('equal a fresh conversion, and encode as JSON.stringify does, after every edit', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 12 }), (edits) => {
        let text = source(6);
        let previous: Analysis | undefined;
        // One document from version to version, as the server's (its last list is kept by it).
        let doc: PieceDocument | undefined;
        for (let version = 1; version <= edits.length + 1; version++) {
          if (version > 1) text = apply(text, edits[version - 2]);
          let analysis: Analysis | undefined;
          try {
            analysis = analyzeText(text, 'typescript', settings, previous?.extraction);
          } catch {
            continue; // does not parse: the next version starts from the last that did
          }
          previous = analysis!;
          doc = doc ? PieceDocument.update(doc, [{ text }], version) : PieceDocument.create('file:///a.ts', 'typescript', version, text);
          const fresh = analysis!.findings.map((f) => toDiagnostic(doc, f));
          // as the server makes them (from the findings as found, with how far each moved), and from the placed findings
          expect(analysisDiagnostics(doc, analysis)).toEqual(fresh);
          const reused = diagnosticsFor(doc, analysis!.findings);
          expect(reused).toEqual(fresh);
          // as the server sends them: the next version's message copies what it shares with this one
          const message = publish(doc.uri, version, reused.slice());
          expect(encodeMessage(message).toString('utf8')).toBe(JSON.stringify(message));
          // as the answer to a pull
          const answer = { jsonrpc: '2.0', id: version, result: { kind: 'full', resultId: `0:${version}`, items: reused.slice() } };
          expect(encodeMessage(answer).toString('utf8')).toBe(JSON.stringify(answer));
          // with a diagnostic that is not reused (the truncation notice) among them, and for another document
          reused.push(truncationNotice(toRange(doc, [0, 0]), 1000, DIAGNOSTIC_SOURCE));
          const noticed = publish(version % 2 === 0 ? doc.uri : 'file:///b.ts', version, reused);
          expect(encodeMessage(noticed).toString('utf8')).toBe(JSON.stringify(noticed));
        }
      }),
      { numRuns: 40 },
    );
  });

  it('are the last version’s after an edit inside a statement, but in that statement', () => {
    const text = source(20);
    const first = analyzeText(text, 'typescript', settings)!;
    const before = diagnosticsFor(PieceDocument.create('file:///a.ts', 'typescript', 1, text), first.findings);
    const statement = text.indexOf('function f() {', text.length >> 1);
    const statementEnd = text.indexOf('\n}', statement) + 2;
    const at = statement + 'function f()'.length;
    const edited = text.slice(0, at) + ' ' + text.slice(at);
    const second = analyzeText(edited, 'typescript', settings, first.extraction)!;
    const after = analysisDiagnostics(PieceDocument.create('file:///a.ts', 'typescript', 2, edited), second);
    expect(second.found).toBeDefined(); // the statements after the edit moved
    expect(after).toHaveLength(before.length);
    const inStatement = first.findings.map((f) => f.range[0] >= statement && f.range[1] <= statementEnd);
    expect(inStatement.filter(Boolean)).toHaveLength(1); // the credentials in `return fetch(…)`
    // a diagnostic outside the statement is the last version's object: it was not converted
    // again; the statement, parsed again, has new findings
    const reused = after.map((d, i) => d === before[i]);
    expect(reused).toEqual(inStatement.map((inside) => !inside));
  });

  it('are each finding’s own when the list gains or loses findings before those it shares, even where two share a range', () => {
    const text = 'const a = "https://x.example:443/a b";\nconst b = "https://y.example:443/c d";\n';
    const doc = PieceDocument.create('file:///a.ts', 'typescript', 1, text);
    const finding = (ruleId: string, range: [number, number]): SourceFinding => ({ ruleId, messageId: 'm', message: `${ruleId} here`, severity: 'warn', range });
    // two rules on one span, twice, and a finding before them that comes and goes
    const [p, q, r, s, t] = [finding('first', [11, 17]), finding('one', [21, 36]), finding('two', [21, 36]), finding('one', [59, 74]), finding('two', [59, 74])];
    for (const list of [[q, r, s, t], [p, q, r, s, t], [q, r, s, t], [r, s, t], [q, r, s, t]]) {
      expect(diagnosticsFor(doc, list)).toEqual(list.map((f) => toDiagnostic(doc, f)));
    }
  });

  it('are converted again for a copy of a finding with other content', () => {
    const analysis = analyzeText(JS, 'javascript', settings)!;
    const doc = PieceDocument.create('file:///a.js', 'javascript', 1, JS);
    diagnosticsFor(doc, analysis.findings);
    const changed = analysis.findings.map((f) => ({ ...f, message: `${f.message} (2)`, fix: f.fix?.map((e) => ({ ...e, text: e.text + 'x' })) }));
    expect(diagnosticsFor(doc, changed)).toEqual(changed.map((f) => toDiagnostic(doc, f)));
  });
});

describe('sameDiagnostics', () => {
  it('tells lists that say the same (other objects) from lists that differ in any field a client shows', () => {
    const analysis = analyzeText(JS, 'javascript', settings)!;
    const doc = PieceDocument.create('file:///a.js', 'javascript', 1, JS);
    const list = analysis.findings.map((f) => toDiagnostic(doc, f));
    const copy = (): Diagnostic[] => JSON.parse(JSON.stringify(list)) as Diagnostic[];
    expect(sameDiagnostics(list, copy())).toBe(true);
    expect(sameDiagnostics(list, copy().slice(1))).toBe(false);
    const changes: Array<(d: Diagnostic) => void> = [
      (d) => (d.range.start.character += 1),
      (d) => (d.range.end.line += 1),
      (d) => (d.message += '.'),
      (d) => (d.code = 'other'),
      (d) => (d.severity = d.severity === 1 ? 2 : 1),
      (d) => (d.source = 'other'),
      (d) => (d.codeDescription = { href: 'https://example.com/' }),
      (d) => (d.tags = [1]),
      (d) => (d.data = 1),
    ];
    for (const change of changes) {
      const other = copy();
      change(other[other.length - 1]);
      expect(sameDiagnostics(list, other)).toBe(false);
    }
  });
});

describe('encodeMessage', () => {
  it('stringifies other messages as JSON.stringify does', () => {
    const messages = [
      { jsonrpc: '2.0', id: 1, result: { capabilities: {} } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'file:///a"b.ts', diagnostics: [] } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { diagnostics: [{ message: 'x' }], uri: 'file:///a.ts' } },
      { jsonrpc: '2.0', method: 'textDocument/publishDiagnostics', params: { uri: 'file:///a.ts', version: 2, diagnostics: [{ message: '"version":1 é', data: { version: 1 } }] } },
      { jsonrpc: '2.0', method: 'window/logMessage', params: { type: 3, message: '"version":1' } },
      { jsonrpc: '2.0', id: 3, result: { kind: 'full', resultId: '0:1', items: [{ message: 'é "x"' }] } },
      { jsonrpc: '2.0', id: 4, result: { items: [{ message: 'x' }], kind: 'full', resultId: '0:1' } },
      { jsonrpc: '2.0', id: 5, result: { kind: 'unchanged', resultId: '0:1' } },
      { jsonrpc: '2.0', id: 6, result: { isIncomplete: false, items: [{ label: 'x' }] } },
    ];
    for (const m of messages) expect(encodeMessage(m).toString('utf8')).toBe(JSON.stringify(m));
  });

  it('writes long lists of new diagnostics (stringified 64 at a time) as JSON.stringify does', () => {
    const range = (line: number) => ({ start: { line, character: 0 }, end: { line, character: 3 } });
    const fresh = Array.from({ length: 201 }, (_, i) => ({ range: range(i), severity: 2 as const, source: 'urilint', code: 'r', message: `m ${i} é` }));
    const first = publish('file:///a.ts', 1, fresh);
    expect(encodeMessage(first).toString('utf8')).toBe(JSON.stringify(first));
    const second = publish('file:///a.ts', 2, [...fresh.slice(0, 70), { range: range(70), message: 'new' }, ...fresh.slice(71)]);
    expect(encodeMessage(second).toString('utf8')).toBe(JSON.stringify(second));
  });
});
