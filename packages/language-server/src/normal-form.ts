/**
 * The normal form that the hover shows (RFC 3986 §6.2.2-§6.2.3), and what it says of it.
 * RFC 3986 defines the normal form of a valid URI only: `normalize()` leaves the characters that
 * make a URL invalid as they are, so a URL with errors (`/api/users?name=John Doe`) would look
 * "already normalized". Such a URL gets the normal form of its fixed text when the fixes clear
 * every error, and otherwise none until the errors are fixed.
 */

import { analyze, applyEdits, normalize, type UrlContext } from '@urilint/core';

export interface NormalForm {
  /** The normal form, or undefined when the URL has none until its errors are fixed. */
  text?: string;
  /** What the hover says after it, e.g. `(already normalized)`; '' for nothing. */
  note: string;
}

/** Errors of the recommended rules: what a URL must be rid of before it has a normal form. */
function errorsOf(url: string, context: UrlContext): string[] {
  return analyze(url, { context })
    .filter((f) => f.severity === 'error')
    .map((f) => f.ruleId);
}

export function normalFormOf(url: string, context: UrlContext): NormalForm {
  const errors = errorsOf(url, context);
  if (errors.length === 0) {
    const text = normalize(url);
    return { text, note: text === url ? '(already normalized)' : '' };
  }
  const fixed = applyEdits(url, analyze(url, { context }).flatMap((f) => f.fix ?? []));
  const left = fixed === url ? errors : errorsOf(fixed, context);
  if (left.length === 0) return { text: normalize(fixed), note: '(once the errors are fixed)' };
  const rules = [...new Set(left)].join(', ');
  return { note: `none until the ${left.length === 1 ? 'error is' : 'errors are'} fixed (${rules})` };
}
