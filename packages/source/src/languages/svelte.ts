/**
 * Svelte components as `svelte-eslint-parser` parses them: the URL attributes of the markup
 * (`href="…"`, entities decoded by the parser and mapped to source; a `{…}` inside a value is an
 * opaque placeholder, as a template literal's `${…}` is). Strings in `<script>` and inside
 * `{…}` are ESTree literals of the same program: the JavaScript finder reads them.
 */

import { attributeFormat, attributeRole, refreshUrl } from './html-attributes.js';
import { srcsetCandidates, inSourceOrder, type FormatCandidateOptions } from './literal.js';
import type { MappedCandidate } from '../mapped-candidate.js';
import { ValueMapBuilder } from '../value-map.js';

/** The svelte-eslint-parser node shapes read here. */
export interface SvelteNode {
  type: string;
  range: [number, number];
  name?: SvelteNode | string;
  key?: SvelteNode;
  value?: unknown;
  [field: string]: unknown;
}

/**
 * True for the `Program` svelte-eslint-parser gives as `sourceCode.ast`: its body is the markup,
 * every node of it a `Svelte…` one (the script's statements sit inside its SvelteScriptElement),
 * so the first node tells; an ESTree program has none (and a long one is not read to its end).
 */
export function isSvelteProgram(ast: { type: string; body?: unknown }): boolean {
  const first = Array.isArray(ast.body) ? (ast.body as SvelteNode[])[0] : undefined;
  return ast.type === 'Program' && typeof first?.type === 'string' && first.type.startsWith('Svelte');
}

/** A markup node to walk into (attributes are read by their tag; expressions are ESTree). */
function isMarkup(v: unknown): v is SvelteNode {
  const type = (v as SvelteNode | null)?.type;
  return typeof type === 'string' && type.startsWith('Svelte') && type !== 'SvelteAttribute';
}

function nameOf(node: SvelteNode | string | undefined): string {
  if (typeof node === 'string') return node;
  return typeof node?.name === 'string' ? node.name : '';
}

/** The URL candidates of a Svelte component's markup (not of its scripts), in source order. */
export function svelteMarkupCandidates(program: SvelteNode, text: string, options: FormatCandidateOptions = {}): MappedCandidate[] {
  const out: MappedCandidate[] = [];
  const stack: SvelteNode[] = (program.body as SvelteNode[]).filter((n) => n.type.startsWith('Svelte'));
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'SvelteStartTag') addTagCandidates(node, text, options, out);
    for (const field in node) {
      const v = node[field];
      if (field === 'parent' || !v || typeof v !== 'object') continue;
      if (Array.isArray(v)) {
        for (const child of v) if (isMarkup(child)) stack.push(child);
      } else if (isMarkup(v)) stack.push(v);
    }
  }
  return inSourceOrder(out);
}

function addTagCandidates(tag: SvelteNode, text: string, options: FormatCandidateOptions, out: MappedCandidate[]): void {
  const element = nameOf((tag.parent as SvelteNode | undefined)?.name as SvelteNode | undefined).toLowerCase();
  const attributes = (tag.attributes as SvelteNode[] | undefined) ?? [];
  const staticValue = (name: string): string | undefined => {
    const a = attributes.find((x) => x.type === 'SvelteAttribute' && nameOf(x.key).toLowerCase() === name);
    const parts = a?.value as SvelteNode[] | undefined;
    return parts?.length === 1 && parts[0].type === 'SvelteLiteral' ? String(parts[0].value) : undefined;
  };
  for (const a of attributes) {
    if (a.type !== 'SvelteAttribute') continue;
    const name = nameOf(a.key);
    let role = attributeRole(name, options);
    const refresh = role === undefined && element === 'meta' && name.toLowerCase() === 'content' && staticValue('http-equiv')?.trim().toLowerCase() === 'refresh';
    if (refresh) role = 'url';
    const parts = a.value as SvelteNode[] | undefined;
    if (role === undefined || !parts || parts.length === 0 || !parts.some((p) => p.type === 'SvelteLiteral')) continue;
    const first = parts[0].range[0];
    const quote = text[first - 1] === '"' || text[first - 1] === "'" ? text[first - 1] : '';
    const format = attributeFormat(quote);
    const b = new ValueMapBuilder();
    for (const p of parts) {
      if (p.type === 'SvelteLiteral') b.addLiteral(format, p.range[0], text.slice(p.range[0], p.range[1]), String(p.value));
      else b.addHole();
    }
    const map = b.build();
    const range: [number, number] = quote ? [first - 1, parts[parts.length - 1].range[1] + 1] : [first, parts[parts.length - 1].range[1]];
    const whole: MappedCandidate = { range, value: map.value, holes: [...map.holes], context: role === 'identifier' ? 'absolute' : 'reference', identifier: role === 'identifier', map };
    if (whole.value.trim().length === 0) continue;
    if (refresh) {
      const span = refreshUrl(whole.value);
      if (!span) continue;
      const sub = map.slice(span[0], span[1]);
      out.push({ range, value: sub.value, holes: [...sub.holes], context: 'reference', identifier: false, map: sub });
    } else if (role === 'srcset') out.push(...srcsetCandidates(whole));
    else out.push(whole);
  }
}
