/**
 * The protocol module's language list (what the VS Code extension registers its document
 * selector and activation for) must be the languages the server analyzes.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './analysis.js';
import { SUPPORTED_LANGUAGE_IDS } from './protocol.js';

describe('protocol', () => {
  it('lists the languages of the analysis, in its order', () => {
    expect([...SUPPORTED_LANGUAGE_IDS]).toEqual(LANGUAGES.flatMap((l) => l.ids));
  });
});
