#!/usr/bin/env node
// Fuzzing the core: seeded inputs (real URLs mutated with the characters and pieces
// that URL grammars trip on, random strings, and the adversarial shapes of the linear-time
// benchmark at random sizes) through analyze() with every preset and both contexts, with
// `onRuleError` throwing. Counts exceptions (analyze must never throw), rule errors (a rule that
// threw: they must not be swallowed, so they are counted, not hidden), and hangs (one call over
// the time limit), and reports the worst time per character (CPU time of this process).
//
//   npm run build && node scripts/fuzz.mjs [--inputs 1000000] [--seed 12] [--hang-ms 1000]
//
// Exits 1 when anything was found. A small seeded slice runs in `npm test` (test/fuzz.test.ts).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { analyze } from '@urilint/core';
import { adversarialShapes } from './bench/adversarial.mjs';
import { generator as random } from '../test/support/mutations.mjs';

const PRESETS = ['recommended', 'strict', 'all'];
const CONTEXTS = ['absolute', 'reference'];

const SEEDS = [
  'https://user:pass@example.com:8080/a/b/../c/./d?q=1&r=%20#frag',
  'http://[::1]:80/', 'http://[v1.x]/', 'http://256.1.1.1/', 'http://0x7f.1/', 'http://xn--nxasmq6b.com/',
  'mailto:ann@acme.io,bob@acme.io?subject=Hi&body=x', 'news:comp.lang.javascript', 'nntp://h/g/12',
  'telnet://bbs.acme.io/', 'ftp://h/f.bin;type=i', 'gopher://h/1sel', 'wais://h/db?x', 'prospero://h/p;a=b',
  'file:///C:/x', 'file://host/share', 'ws://h/#x', 'data:text/plain;base64,SGVsbG8=', 'data:,a%20b',
  'tel:+1-201-555-0123;ext=12', 'urn:isbn:0451450523', 'javascript:void(0)', 'https://x/{owner}/:id',
  '/api/users?name=John Doe', '../img/a.png', '//cdn.example/a.js', 'htp://x', 'https//x', 'http:\\\\x\\y',
];
const PIECES = [
  ' ', '\t', '\n', '\u0000', '\u007f', '%', '%2', '%zz', '%41', '%2e', '%C3', '%C3%A9', '%E2%82', '@', ':', '::', '/', '//', '\\',
  '?', '#', '[', ']', '{', '}', '|', '^', '`', '"', '<', '>', '.', '..', '-', '_', '~', ';', ',', '=', '&', '+', '*', '$', '!',
  "'", '(', ')', 'é', 'ß', 'ü', '日本', '😀', '\u200b', '\u202e', '\ufeff', 'xn--', 'xn--a', '0x', '0', '255', '4294967296',
  'localhost', 'http:', 'https://', 'mailto:', 'data:', 'file:', 'tel:', 'urn:', 'javascript:', 'JaVa\tScRiPt:', '${x}', ':80', ':443', ':',
];
const ALPHABET = "abcXYZ0129-._~:/?#[]@!$&'()*+,;=%\\ \t\"<>^`{|}éü日😀\u0000\u007f\u200b";

function mutate(next, text) {
  let s = text;
  const edits = 1 + Math.floor(next() * 4);
  for (let k = 0; k < edits; k++) {
    const at = Math.floor(next() * (s.length + 1));
    const r = next();
    if (r < 0.45) s = s.slice(0, at) + PIECES[Math.floor(next() * PIECES.length)] + s.slice(at);
    else if (r < 0.7) s = s.slice(0, at) + s.slice(at + 1 + Math.floor(next() * 3));
    else if (r < 0.85) s = s.slice(0, at) + s.slice(at).toUpperCase();
    else s = s.slice(0, at) + s.slice(at, at + 8).repeat(1 + Math.floor(next() * 5)) + s.slice(at + 8);
  }
  return s;
}

function randomString(next) {
  const n = Math.floor(next() * 60);
  let s = '';
  for (let i = 0; i < n; i++) s += [...ALPHABET][Math.floor(next() * [...ALPHABET].length)];
  return s;
}

/** The i-th input of a run: mostly mutated URLs, some random strings, some adversarial shapes. */
function makeInput(next, shapes, corpus) {
  const r = next();
  if (r < 0.6) return mutate(next, (next() < 0.5 ? SEEDS : corpus)[Math.floor(next() * (next() < 0.5 ? SEEDS.length : corpus.length))] ?? SEEDS[0]);
  if (r < 0.9) return randomString(next);
  const shape = shapes[Math.floor(next() * shapes.length)];
  return shape.make(next() < 0.9 ? 10 + Math.floor(next() * 200) : 1000 + Math.floor(next() * 20000));
}

function loadCorpus() {
  try {
    return readFileSync(new URL('../bench/data/kasztp-urls.txt', import.meta.url), 'utf8').split('\n').filter((l) => l.length > 0).slice(0, 20000);
  } catch {
    return [];
  }
}

/**
 * Runs `inputs` inputs from `seed`. Returns the counts, the worst time per character (inputs of
 * at least 1,000 characters, where a per-call constant does not dominate, after the first 2,000
 * inputs) and the slowest call.
 */
export function fuzz({ inputs = 1_000_000, seed = 12, hangMs = 1000, corpus = loadCorpus(), onProgress } = {}) {
  const next = random(seed);
  const shapes = adversarialShapes();
  const result = { inputs: 0, calls: 0, exceptions: 0, ruleErrors: 0, hangs: 0, worstNsPerChar: 0, worstNsPerCharInput: '', slowestMs: 0, examples: [] };
  let failure;
  const onRuleError = (f) => {
    failure = f;
    throw new Error(`rule ${f.ruleId} threw`);
  };
  for (let i = 0; i < inputs; i++) {
    const text = makeInput(next, shapes, corpus);
    result.inputs++;
    for (const preset of PRESETS) {
      for (const context of CONTEXTS) {
        failure = undefined;
        // CPU time of this process: a loaded machine must not make a slow call look like a hang.
        const t0 = process.cpuUsage();
        try {
          analyze(text, { preset, context, onRuleError });
        } catch (error) {
          if (failure) result.ruleErrors++;
          else result.exceptions++;
          if (result.examples.length < 10) result.examples.push({ text: text.slice(0, 200), preset, context, error: String(failure ? failure.error : error) });
        }
        const used = process.cpuUsage(t0);
        const ms = (used.user + used.system) / 1000;
        result.calls++;
        if (ms > result.slowestMs) result.slowestMs = ms;
        if (ms > hangMs) {
          result.hangs++;
          if (result.examples.length < 10) result.examples.push({ text: text.slice(0, 200), preset, context, error: `took ${ms.toFixed(0)} ms for ${text.length} characters` });
        }
        // (after a warm-up: the first calls of a process also compile the code they run)
        if (text.length >= 1000 && i >= 2000) {
          const nsPerChar = (ms * 1e6) / text.length;
          if (nsPerChar > result.worstNsPerChar) {
            result.worstNsPerChar = nsPerChar;
            result.worstNsPerCharInput = `${text.slice(0, 40)}… (${text.length} characters, ${preset}, ${context})`;
          }
        }
      }
    }
    if (onProgress && (i + 1) % 100_000 === 0) onProgress(result);
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i === -1 ? fallback : Number(process.argv[i + 1]);
  };
  const options = { inputs: arg('--inputs', 1_000_000), seed: arg('--seed', 12), hangMs: arg('--hang-ms', 1000) };
  const t0 = performance.now();
  const r = fuzz({
    ...options,
    onProgress: (p) =>
      console.error(`… ${p.inputs.toLocaleString('en')} inputs: exceptions ${p.exceptions}, rule errors ${p.ruleErrors}, hangs ${p.hangs}, worst ${p.worstNsPerChar.toFixed(0)} ns/char, slowest ${p.slowestMs.toFixed(0)} ms (${((performance.now() - t0) / 1000).toFixed(0)} s)`),
  });
  console.log(`urilint fuzz — Node ${process.version}, seed ${options.seed}`);
  console.log(`inputs ${r.inputs.toLocaleString('en')}, analyze calls ${r.calls.toLocaleString('en')} (${PRESETS.length} presets × ${CONTEXTS.length} contexts), ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  console.log(`exceptions ${r.exceptions}, rule errors ${r.ruleErrors}, hangs (> ${options.hangMs} ms) ${r.hangs}`);
  console.log(`slowest call ${r.slowestMs.toFixed(1)} ms; worst ${r.worstNsPerChar.toFixed(0)} ns/char on ${r.worstNsPerCharInput}`);
  for (const e of r.examples) console.log(`  ${JSON.stringify(e)}`);
  process.exitCode = r.exceptions + r.ruleErrors + r.hangs > 0 ? 1 : 0;
}
