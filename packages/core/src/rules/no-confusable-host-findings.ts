/**
 * What no-confusable-host says about one host, as message ids and data with offsets into the
 * host: shared by the rule and by `describeHost` (the language server's hover).
 */
import { domainToAscii } from '../idna.js';
import type { LabelProblem } from '../unicode/checks.js';
import { embeddingTargets, targetEmbedding } from './no-confusable-host-embedding.js';
import {
  codePointsOf,
  decodeHost,
  describeCodePoints,
  hostScripts,
  isPlainAsciiHost,
  labelVerdicts,
  lookalikeOf,
  protectedSkeletons,
  type HostLabel,
} from '../unicode/host.js';

export type ConfusableMessageId = LabelProblem['kind'] | 'lookalike' | 'targetEmbedding';

export interface HostFinding {
  messageId: ConfusableMessageId;
  data: Record<string, string>;
  /** Offsets into the host string. */
  start: number;
  end: number;
}

/** `"аpple"`, or `"xn--pple-43d" (аpple)` when the text hides the Unicode form. */
function shown(written: string, unicode: string): string {
  return written === unicode ? `"${written}"` : `"${written}" (${unicode})`;
}

function labelData(host: string, label: HostLabel, problem: LabelProblem): Record<string, string> {
  const data: Record<string, string> = { label: shown(host.slice(label.start, label.end), label.unicode), ...describeCodePoints(problem.chars) };
  switch (problem.kind) {
    case 'mixedScript':
    case 'nonAsciiLatinMixed':
      data.scripts = problem.scripts.join(' and ');
      break;
    case 'tldSpecific':
      data.tlds = problem.tlds.map((t) => '.' + t).join(' and ');
      break;
    case 'wholeScript':
      data.script = problem.script;
      data.looksLike = problem.looksLike;
      break;
    case 'dangerousPattern':
      data.pattern = problem.pattern;
      break;
  }
  return data;
}

/**
 * The findings for `host` (the text between `//` and the port): a look-alike of a protected or
 * well-known domain (one finding for the host), else one that embeds such a domain (one finding
 * for the host) and the first problem of each label. A plain ASCII host can only embed one.
 */
export function confusableHostFindings(host: string, protectedDomains: readonly string[]): HostFinding[] {
  if (isPlainAsciiHost(host)) return embeddingFindings(host, host.toLowerCase(), `"${host}"`, protectedDomains);
  const labels = decodeHost(host);
  if (!labels) return [];
  const unicodeHost = labels.map((l) => l.unicode).join('.');
  const domain = lookalikeOf(unicodeHost, protectedSkeletons(protectedDomains));
  if (domain !== undefined) {
    const nonAscii = codePointsOf(unicodeHost).filter((cp) => cp >= 0x80);
    const data = { host: shown(host, unicodeHost), domain, ...describeCodePoints(nonAscii) };
    return [{ messageId: 'lookalike', data, start: 0, end: host.length }];
  }
  const labelFindings = labelVerdicts(labels).map(({ label, problem }): HostFinding => ({
    messageId: problem.kind,
    data: labelData(host, label, problem),
    start: label.start,
    end: label.end,
  }));
  return [...embeddingFindings(host, unicodeHost, shown(host, unicodeHost), protectedDomains), ...labelFindings];
}

/** Target embedding (no-confusable-host-embedding.ts) of `name`, the host in lower case and Unicode form. */
function embeddingFindings(host: string, name: string, hostShown: string, protectedDomains: readonly string[]): HostFinding[] {
  const embedding = targetEmbedding(name, embeddingTargets(protectedDomains));
  if (!embedding) return [];
  const data = { host: hostShown, domain: embedding.domain, registrable: embedding.registrable };
  return [{ messageId: 'targetEmbedding', data, start: 0, end: host.length }];
}

export interface HostDescription {
  /** The host as browsers show it when they trust it (UTS #46 ToUnicode). */
  unicode: string;
  /** Its Punycode (IDNA) form, what DNS sees. */
  ascii: string;
  /** The scripts of its letters (Common and Inherited left out). */
  scripts: string[];
  /** What no-confusable-host reports about it (empty when nothing). */
  findings: HostFinding[];
}

/**
 * The Unicode form, Punycode form and scripts of an internationalized host (non-ASCII or with
 * an `xn--` label), with what no-confusable-host says about it; undefined for a plain ASCII
 * host or one that UTS #46 rejects.
 */
export function describeHost(host: string, protectedDomains: readonly string[] = []): HostDescription | undefined {
  if (isPlainAsciiHost(host)) return undefined;
  const labels = decodeHost(host);
  const ascii = domainToAscii(host);
  if (!labels || ascii === '') return undefined;
  const unicode = labels.map((l) => l.unicode).join('.');
  return { unicode, ascii, scripts: hostScripts(unicode), findings: confusableHostFindings(host, protectedDomains) };
}
