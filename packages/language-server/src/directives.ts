/**
 * ESLint's directive comments (`eslint-disable`, `eslint-enable`, `eslint-disable-line`,
 * `eslint-disable-next-line`), honoured the way ESLint honours them, so that "disable for this
 * line" silences the editor and CI alike.
 */

import { RULE_PREFIX } from '@urilint/core';
import type { Extraction } from './languages/types.js';

type Kind = 'disable' | 'enable' | 'disable-line' | 'disable-next-line';

interface Directive {
  kind: Kind;
  /** Rule names as written (`urilint/no-credentials`); empty: all rules. */
  rules: string[];
  offset: number;
  line: number;
}

const DIRECTIVE = /^\s*eslint-(disable-next-line|disable-line|disable|enable)(?=\s|$)([\s\S]*)$/;

export function parseDirective(comment: string): { kind: Kind; rules: string[] } | undefined {
  const m = DIRECTIVE.exec(comment);
  if (!m) return undefined;
  // `-- description` ends the rule list (ESLint: two or more dashes surrounded by white space).
  const body = m[2].split(/\s-{2,}\s/)[0];
  const rules = body
    .split(',')
    .map((r) => r.trim())
    .filter((r) => r.length > 0);
  return { kind: m[1] as Kind, rules };
}

export class Directives {
  private readonly lineRules = new Map<number, string[][]>();
  private readonly ranges: Directive[] = [];

  constructor(comments: Extraction['comments'], lineOf: (offset: number) => number) {
    for (const c of comments) {
      const d = parseDirective(c.text);
      // A directive that names rules, none of them urilint's, disables nothing here (`disabled`
      // matches names exactly): left out, a file whose directives are all other rules' is `empty`,
      // and its findings are kept whole, without a test each.
      if (!d || (d.rules.length > 0 && !d.rules.some((r) => r.startsWith(RULE_PREFIX)))) continue;
      const startLine = lineOf(c.range[0]);
      const endLine = lineOf(c.range[1]);
      if (d.kind === 'disable' || d.kind === 'enable') {
        if (c.line) continue; // ESLint reads these only from block comments
        this.ranges.push({ kind: d.kind, rules: d.rules, offset: c.range[0], line: startLine });
        continue;
      }
      if (startLine !== endLine) continue; // ESLint ignores a multi-line -line directive
      const line = d.kind === 'disable-line' ? startLine : endLine + 1;
      let list = this.lineRules.get(line);
      if (!list) this.lineRules.set(line, (list = []));
      list.push(d.rules);
    }
  }

  get empty(): boolean {
    return this.lineRules.size === 0 && this.ranges.length === 0;
  }

  /** True when the problem of `rule` (`urilint/<id>`) starting at `offset` on `line` is disabled. */
  disabled(rule: string, offset: number, line: number): boolean {
    const onLine = this.lineRules.get(line);
    if (onLine?.some((rules) => rules.length === 0 || rules.includes(rule))) return true;
    let state = false;
    for (const d of this.ranges) {
      if (d.offset > offset) break;
      if (d.rules.length === 0 || d.rules.includes(rule)) state = d.kind === 'disable';
    }
    return state;
  }
}
