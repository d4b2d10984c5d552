#!/usr/bin/env node
// Writes the generated fields of extension/package.json (settings, activation events,
// command) from the built core registry and language server: see ./manifest.mjs.
// `--check` only compares and exits 1 when package.json is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { docsUrl, RULES } from '@urilint/core';
import { SUPPORTED_LANGUAGE_IDS } from '@urilint/language-server/protocol';
import { generatedManifest } from './manifest.mjs';

const file = new URL('../package.json', import.meta.url);
const current = readFileSync(file, 'utf8');
const next = JSON.stringify(generatedManifest(JSON.parse(current), { rules: RULES, docsUrl, languages: SUPPORTED_LANGUAGE_IDS }), null, 2) + '\n';
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error('extension/package.json is stale: run `npm run generate` (or `npm run generate -w extension`)');
    process.exit(1);
  }
  console.log('extension/package.json is up to date');
} else {
  writeFileSync(file, next);
  console.log(current === next ? 'extension/package.json unchanged' : 'extension/package.json updated');
}
