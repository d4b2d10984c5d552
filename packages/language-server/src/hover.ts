/**
 * Hover on a URL: its components and its normal form (RFC 3986 §6.2.2-§6.2.3). A password in
 * the userinfo is never shown, neither in the components nor in the URL or its normal form.
 * An internationalized host (non-ASCII, or with `xn--` labels) also gets its Unicode form, its
 * Punycode form and its scripts, and what no-confusable-host says of it: the text shows only
 * one form, and a look-alike is told by the other.
 */

import { describeHost, formatMessage, getRule, locateUrl, parse, type ParsedUri } from '@urilint/core';
import type { DocumentCandidate } from './languages/types.js';
import { normalFormOf } from './normal-form.js';

/** `text` with the password of its userinfo replaced by `***`. */
export function redactPassword(text: string): string {
  const uri = parse(text);
  const userinfo = uri?.authority?.userinfo;
  if (!userinfo) return text;
  const colon = userinfo.value.indexOf(':');
  if (colon < 0) return text;
  return text.slice(0, userinfo.start + colon + 1) + '***' + text.slice(userinfo.end);
}

function code(text: string): string {
  const clean = text.replace(/[\r\n]/g, ' ');
  const fence = clean.includes('`') ? '``' : '`';
  const pad = clean.startsWith('`') || clean.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

export interface UrlHover {
  markdown: string;
  /** The URL's components (for tests and clients that want data). */
  components: Record<string, string>;
  /** An internationalized host: its forms, scripts and no-confusable-host's warnings. */
  idn?: { unicode: string; punycode: string; scripts: string[]; warnings: string[] };
}

/** The host lines of the hover, or nothing for a plain ASCII host. */
function idnSection(host: string, protectedDomains: readonly string[]): { lines: string[]; idn: NonNullable<UrlHover['idn']> } | undefined {
  const description = describeHost(host, protectedDomains);
  if (!description) return undefined;
  const rule = getRule('no-confusable-host');
  const warnings = rule ? description.findings.map((f) => formatMessage(rule.messages[f.messageId], f.data)) : [];
  const scripts = description.scripts.join(', ') || 'Common';
  const lines = ['', `**Host** Unicode ${code(description.unicode)} · Punycode ${code(description.ascii)} · scripts: ${scripts}`];
  for (const w of warnings) lines.push('', `⚠️ ${w}`);
  return { lines, idn: { unicode: description.unicode, punycode: description.ascii, scripts: description.scripts, warnings } };
}

/**
 * The hover for a candidate, or undefined when its value is not a URL. `protectedDomains`: the
 * no-confusable-host option of the same name.
 */
export function hoverFor(candidate: DocumentCandidate, protectedDomains: readonly string[] = []): UrlHover | undefined {
  if (candidate.holes.length > 0 && candidate.holes.length === candidate.value.length) return undefined;
  const span = locateUrl(candidate.value, candidate.context);
  if (!span) return undefined;
  const url = candidate.value.slice(span.start, span.end);
  const uri: ParsedUri | null = parse(url);
  if (!uri) return undefined;
  const components: Record<string, string> = {};
  if (uri.scheme) components.scheme = uri.scheme.value;
  const authority = uri.authority;
  if (authority) {
    if (authority.userinfo) {
      const colon = authority.userinfo.value.indexOf(':');
      components.userinfo = colon < 0 ? authority.userinfo.value : `${authority.userinfo.value.slice(0, colon)} (password hidden)`;
    }
    components.host = authority.host.value;
    if (authority.port) components.port = authority.port.value;
  }
  components.path = uri.path.value;
  if (uri.query) components.query = uri.query.value;
  if (uri.fragment) components.fragment = uri.fragment.value;

  const lines = [`**URL** ${code(redactPassword(url))}`, '', '| component | value |', '| --- | --- |'];
  for (const [name, value] of Object.entries(components)) {
    lines.push(`| ${name} | ${value === '' ? '*(empty)*' : code(value).replace(/\|/g, '\\|')} |`);
  }
  const idn = authority && candidate.holes.length === 0 ? idnSection(authority.host.value, protectedDomains) : undefined;
  if (idn) lines.push(...idn.lines);
  if (candidate.holes.length > 0) {
    lines.push('', 'Contains placeholders (template expressions): no normal form.');
  } else {
    const normal = normalFormOf(url, candidate.context);
    if (normal.text !== undefined) components.normalized = redactPassword(normal.text);
    const shown = normal.text === undefined ? '' : code(components.normalized) + (normal.note ? ' ' : '');
    lines.push('', `**Normal form** ${shown}${normal.note}`);
  }
  return { markdown: lines.join('\n'), components, ...(idn ? { idn: idn.idn } : {}) };
}
