import { analyze, applyEdits } from '../../packages/core/src/index.js';

/** valid-host alone, with its default options or `options`. */
export const run = (text: string, options?: Record<string, unknown>) =>
  analyze(text, { preset: 'none', rules: { 'valid-host': options ? ['error', options] : 'error' } });

/** valid-host alone in a URL context, where a value is a URL for sure (a plain literal with a space is text). */
export const runInUrlContext = (text: string) => analyze(text, { preset: 'none', context: 'reference', rules: { 'valid-host': 'error' } });

/** The text each suggestion of the `index`-th finding produces. */
export const suggested = (text: string, index = 0): string[] => (run(text)[index].suggestions ?? []).map((s) => applyEdits(text, s.edits));

/** Whether Node's WHATWG URL parser accepts `text`. */
export const parses = (text: string): boolean => {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
};
