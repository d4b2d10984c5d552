import type { ParsedUri } from './parse.js';
import type { Span } from './types.js';

/**
 * RFC 6570 URI-template expressions (levels 1-4: `{var}`, `{+var}`, `{/a,b*}`, `{?q:3}`), plus
 * the `${name}` and `{{name}}` placeholders that string-built URLs use. They are not broken
 * URLs: SPEC §3 leaves them alone by default.
 */
const TEMPLATE_EXPRESSION =
  /\$\{[^{}]*\}|\{\{[^{}]*\}\}|\{[+#./;?&=,!@|]?[A-Za-z0-9_.%-]+(?::[1-9][0-9]{0,3}|\*)?(?:,[A-Za-z0-9_.%-]+(?::[1-9][0-9]{0,3}|\*)?)*\}/g;

/** Route parameters such as `/users/:id` (Express, React Router…) in one path segment. */
const ROUTE_PARAMETER = /^:[A-Za-z_][A-Za-z0-9_]*[?*+]?$/;

export function templateHoles(text: string, start: number, end: number): Span[] {
  const holes: Span[] = [];
  // Cheap test first: most URLs hold no brace at all.
  const brace = text.indexOf('{', start);
  if (brace === -1 || brace >= end) return holes;
  TEMPLATE_EXPRESSION.lastIndex = brace > 0 && text.charCodeAt(brace - 1) === 0x24 ? brace - 1 : brace;
  const slice = text.slice(0, end);
  let m: RegExpExecArray | null;
  while ((m = TEMPLATE_EXPRESSION.exec(slice)) !== null) holes.push({ start: m.index, end: m.index + m[0].length });
  return holes;
}

export function routeParameterHoles(uri: ParsedUri): Span[] {
  const holes: Span[] = [];
  for (const seg of uri.path.segments) {
    if (seg.value.charCodeAt(0) === 0x3a && ROUTE_PARAMETER.test(seg.value)) holes.push({ start: seg.start, end: seg.end });
  }
  return holes;
}

/** True when `[start, end)` touches a hole (an insertion touches one strictly inside it). */
export function touchesHole(holes: readonly Span[], start: number, end: number): boolean {
  for (const h of holes) {
    if (start === end ? start > h.start && start < h.end : start < h.end && h.start < end) return true;
  }
  return false;
}
