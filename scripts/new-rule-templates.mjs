// The stubs that scripts/new-rule.mjs writes for a new rule. Each compiles and follows the
// project's shapes: the typed rule contract (packages/core/src/rule.ts), a core test per rule,
// an ESLint snapshot test (packages/eslint-plugin/tests/support/eslint-snapshot.ts) and a doc page
// with the sections test/docs.test.ts requires, whose examples test/docs-examples.test.ts lints.

export const coreRuleTemplate = (id, name) => `import { defineRule } from '../rule.js';

/*
 * ${id}: TODO the standard and section this rule enforces, quoted (RFC 3986 §…, WHATWG URL §…).
 */

export type ${name[0].toUpperCase() + name.slice(1)}Options = Record<string, never>;

type MessageId = 'TODO';

export const ${name} = defineRule<${name[0].toUpperCase() + name.slice(1)}Options, MessageId>({
  id: '${id}',
  description: 'TODO one line: what the rule requires or disallows.',
  source: 'TODO RFC 3986 §…',
  whatwgErrors: [],
  defaultSeverity: 'error',
  presets: {},
  fixable: false,
  hasSuggestions: false,
  reportsPlainUrls: false,
  messages: {
    TODO: 'TODO one sentence naming what is wrong in {{part}}.',
  },
  optionsSchema: { type: 'object', properties: {}, additionalProperties: false },
  // TODO find what is wrong in ctx.uri (components with [start, end) offsets) and
  // ctx.report({ messageId, data, start, end, fix?, suggestions? }).
  check(_ctx) {},
});
`;

export const coreTestTemplate = (id) => `import { describe, expect, it } from 'vitest';
import { analyze } from '../index.js';

const run = (text: string) => analyze(text, { preset: 'none', rules: { '${id}': 'error' } });

describe('${id}', () => {
  it('leaves a valid URL alone', () => {
    expect(run('https://example.com/a')).toEqual([]);
  });

  // TODO: what the rule reports, on the exact range, with its fix or suggestions.
});
`;

export const eslintTestTemplate = (id) => `import { snapshotRule } from '../support/eslint-snapshot.js';

// Invalid cases through ESLint: the first run writes __snapshots__/${id}.eslintsnap; review it line by line.
snapshotRule('${id}', [
  { code: "fetch('TODO a URL the rule reports');" },
]);
`;

export const docTemplate = (id) => `# urilint/${id}

> TODO one line: what the rule requires or disallows.

| | |
|---|---|
| Recommended | no |
| Default severity | error |
| Fix | no |
| Suggestions | no |
| Sources | TODO RFC 3986 §… |

## Why

TODO what goes wrong for users (which clients read the URL differently), with the standard's words.

## WHATWG validation errors

None.

## Incorrect

<!-- One example a line, each reported by the rule (test/docs-examples.test.ts); a line
     \`// options: {"name": value}\` sets the options of the lines after it. -->

\`\`\`js
fetch('TODO a URL the rule reports');
\`\`\`

## Correct

\`\`\`js
fetch('https://example.com/');
\`\`\`

## Options

None.

## Fix and suggestions

TODO what is fixed (only what keeps the URL's meaning: check with \`new URL()\`) and what is suggested.
`;
