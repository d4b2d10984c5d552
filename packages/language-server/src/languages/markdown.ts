/**
 * Markdown (CommonMark): link and image destinations, link reference definitions and autolinks,
 * with positions from micromark's event stream. A destination's value decodes backslash escapes
 * and character references (`\(`, `&amp;`), mapped to source like a string's escapes.
 */

import { decodeNamedCharacterReference } from 'decode-named-character-reference';
import { parse, postprocess, preprocess } from 'micromark';
import type { Decoded, LiteralFormat, Segment } from '@urilint/source';
import { literalCandidate } from './candidate.js';
import type { DocumentCandidate, Extraction, LanguageSupport } from './types.js';

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;
const REFERENCE = /&(?:#[xX]([0-9a-fA-F]{1,6})|#([0-9]{1,7})|([a-zA-Z][a-zA-Z0-9]{0,31}));/y;

function numericReference(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

type DestinationKind = 'raw' | 'literal' | 'autolink';

function decodeDestination(raw: string, kind: DestinationKind): Decoded | null {
  const segments: Segment[] = [];
  let value = '';
  let i = 0;
  let depth = 0;
  const push = (text: string, len: number): void => {
    segments.push({ v: value.length, vEnd: value.length + text.length, s: i, sEnd: i + len });
    value += text;
    i += len;
  };
  while (i < raw.length) {
    const ch = raw[i];
    const c = raw.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return null;
    if (kind === 'autolink') {
      if (ch === ' ' || ch === '<' || ch === '>') return null;
      push(ch, 1);
      continue;
    }
    if (ch === '\\' && i + 1 < raw.length && ASCII_PUNCTUATION.test(raw[i + 1])) {
      push(raw[i + 1], 2);
      continue;
    }
    if (ch === '&') {
      REFERENCE.lastIndex = i;
      const m = REFERENCE.exec(raw);
      if (m) {
        const text = m[1] !== undefined ? numericReference(Number.parseInt(m[1], 16)) : m[2] !== undefined ? numericReference(Number.parseInt(m[2], 10)) : decodeNamedCharacterReference(m[3]);
        if (text !== false) {
          push(text, m[0].length);
          continue;
        }
      }
    }
    if (kind === 'literal') {
      if (ch === '<' || ch === '>') return null;
    } else {
      if (ch === ' ') return null;
      if (ch === '(') depth++;
      else if (ch === ')' && --depth < 0) return null;
    }
    push(ch, 1);
  }
  if (depth !== 0) return null;
  return { value, segments };
}

function format(kind: DestinationKind): LiteralFormat {
  return {
    decode: (raw) => decodeDestination(raw, kind),
    escape: (text) => (kind === 'autolink' ? text : text.replace(/[\\()<>&]/g, (ch) => '\\' + ch)),
  };
}

const FORMATS: Record<DestinationKind, LiteralFormat> = { raw: format('raw'), literal: format('literal'), autolink: format('autolink') };

const HTML_COMMENT = /^<!--([\s\S]*?)-->\s*$/;

export const markdown: LanguageSupport = {
  ids: ['markdown'],
  extract(text: string): Extraction {
    const events = postprocess(parse().document().write(preprocess()(text, undefined, true)));
    const candidates: DocumentCandidate[] = [];
    const comments: Extraction['comments'] = [];
    let literal = false;
    for (const [phase, token] of events) {
      if (phase !== 'enter') continue;
      const start = token.start.offset;
      const end = token.end.offset;
      switch (token.type) {
        case 'resourceDestinationLiteral':
        case 'definitionDestinationLiteral':
          literal = true;
          break;
        case 'resourceDestinationRaw':
        case 'definitionDestinationRaw':
          literal = false;
          break;
        case 'resourceDestinationString':
        case 'definitionDestinationString': {
          const c = literalCandidate(text, start, end, [start, end], FORMATS[literal ? 'literal' : 'raw'], 'reference');
          if (c) candidates.push(c);
          break;
        }
        case 'autolinkProtocol': {
          const c = literalCandidate(text, start, end, [start, end], FORMATS.autolink, 'absolute');
          if (c) candidates.push(c);
          break;
        }
        case 'htmlFlow':
        case 'htmlText': {
          const m = HTML_COMMENT.exec(text.slice(start, end));
          if (m) comments.push({ text: m[1], range: [start, end], line: false });
          break;
        }
        default:
          break;
      }
    }
    return { candidates, comments };
  },
  directiveComment: (_languageId, body) => `<!-- ${body} -->`,
};
