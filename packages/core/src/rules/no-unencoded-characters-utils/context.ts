import { describeChar } from '../../chars.js';
import type { RuleContext } from '../../rule.js';

/* What no-unencoded-characters' modules share: its message ids, its context and the names of runs of characters. */

export type MessageId =
  | 'unencoded'
  | 'tabOrNewline'
  | 'backslash'
  | 'backslashReference'
  | 'driveLetterBar'
  | 'driveLetterBarReference'
  | 'colonInFirstSegment'
  | 'invisible'
  | 'loneSurrogate'
  | 'surroundingWhitespace'
  | 'removeChar'
  | 'encodeChar'
  | 'replaceWithSlash'
  | 'useColon'
  | 'prefixDotSlash'
  | 'replaceWithReplacementChar';

export type Ctx = RuleContext<{ dataPayload: boolean; queryBrackets: boolean }, MessageId>;

/** The most parts a message names in one run; the rest is `…`. */
const MAX_NAMED = 6;

/**
 * A message's name for a run of characters, saying what each one is: `space`, `U+0009`, `"é"`,
 * `"日本"` (a run of printable characters reads as one quoted word), and for a mix a list:
 * `"é" and space`, `"ü", space and "ä"`, `U+000D and U+000A`.
 */
export function describeRun(run: string): string {
  const cps = Array.from(run.length > 40 ? run.slice(0, 40) : run);
  if (cps.length === 1) return describeChar(cps[0]);
  const more = run.length > cps.join('').length;
  const names = cps.map(describeChar);
  if (names.every((n) => n.startsWith('"'))) return `"${cps.slice(0, 16).join('')}${more || cps.length > 16 ? '…' : ''}"`;
  if (cps.every((c) => c === ' ')) return `${run.length} spaces`;
  const parts: string[] = [];
  for (let k = 0; k < cps.length && parts.length <= MAX_NAMED; k++) {
    if (cps[k] !== ' ') {
      parts.push(names[k]);
      continue;
    }
    let spaces = 1;
    while (k + 1 < cps.length && cps[k + 1] === ' ') {
      spaces++;
      k++;
    }
    parts.push(spaces === 1 ? 'space' : `${spaces} spaces`);
  }
  if (parts.length > MAX_NAMED || more) return parts.slice(0, MAX_NAMED).join(', ') + '…';
  return parts.slice(0, -1).join(', ') + ' and ' + parts[parts.length - 1];
}
