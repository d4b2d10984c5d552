#!/usr/bin/env node
// Writes the generated parts of the docs from the built core registry: the README rule table
// and the README's .oxlintrc.json (the recommended rules).
import { readFileSync, writeFileSync } from 'node:fs';
import { RULES } from '@urilint/core';
import { withOxlintSnippet } from './readme-snippets.mjs';
import { withRuleTable } from './rule-table.mjs';

const path = new URL('../README.md', import.meta.url);
writeFileSync(path, withOxlintSnippet(withRuleTable(readFileSync(path, 'utf8'), RULES), RULES));
console.log('README.md rule table and oxlint snippet updated');
