#!/usr/bin/env node
// Writes the generated parts of the docs from the built core registry: the README rule table.
import { readFileSync, writeFileSync } from 'node:fs';
import { RULES } from '@urilint/core';
import { withRuleTable } from './rule-table.mjs';

const path = new URL('../README.md', import.meta.url);
writeFileSync(path, withRuleTable(readFileSync(path, 'utf8'), RULES));
console.log('README.md rule table updated');
