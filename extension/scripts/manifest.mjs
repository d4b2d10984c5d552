// The generated parts of the extension's package.json (STYLE 6: metadata is written once):
// the `urilint.rules` setting lists every rule of the core registry with its description,
// severities and options; the languages come from the language server. Written by
// `node scripts/generate-manifest.mjs`; `extension/src/manifest.test.ts` fails when stale.

export const FIX_ALL_COMMAND = 'urilint.fixAll';

const SEVERITIES = ['off', 'warn', 'error'];
const SEVERITY_SCHEMA = {
  anyOf: [
    { type: 'string', enum: SEVERITIES, enumDescriptions: ['Turn the rule off', 'A warning', 'An error'] },
    { type: 'integer', enum: [0, 1, 2] },
  ],
};

/**
 * @param {import('@urilint/core').RuleDefinition} rule
 * @param {(id: string) => string} docsUrl
 */
function ruleSchema(rule, docsUrl) {
  const presets = Object.keys(rule.presets);
  const traits = [
    `Default: \`${rule.presets.recommended ? rule.defaultSeverity : 'off'}\``,
    presets.length ? `presets: ${presets.join(', ')}` : 'in no preset',
    rule.fixable ? 'auto-fixable' : undefined,
    rule.hasSuggestions ? 'has suggestions' : undefined,
  ].filter(Boolean);
  const options = Object.keys(rule.optionsSchema.properties).length > 0;
  return {
    markdownDescription:
      `${rule.description}\n\n${traits.join('; ')}. Source: ${rule.source}. ` +
      `[Documentation](${docsUrl(rule.id)})` +
      (options ? `\n\nOptions: ${Object.entries(rule.optionsSchema.properties).map(([k, v]) => `\`${k}\` (${v.description})`).join(', ')}.` : ''),
    anyOf: [
      ...SEVERITY_SCHEMA.anyOf,
      {
        type: 'array',
        description: options ? '[severity, options]' : '[severity]',
        items: options ? [SEVERITY_SCHEMA, rule.optionsSchema] : [SEVERITY_SCHEMA],
        minItems: 1,
        maxItems: options ? 2 : 1,
      },
    ],
  };
}

/**
 * `contributes.configuration` of the extension.
 * @param {{ rules: readonly import('@urilint/core').RuleDefinition[], docsUrl: (id: string) => string, languages: readonly string[] }} source
 */
export function configuration({ rules, docsUrl, languages }) {
  const ids = rules.map((r) => r.id);
  return {
    title: 'urilint',
    properties: {
      'urilint.enable': {
        type: 'boolean',
        default: true,
        scope: 'resource',
        description: 'Check URLs in the languages of `urilint.languages`.',
      },
      'urilint.preset': {
        type: 'string',
        enum: ['recommended', 'strict', 'all', 'none'],
        enumDescriptions: [
          'The rules of the recommended preset',
          'Every rule of the recommended preset and more, with stricter options',
          'Every rule',
          'No rule but those of `urilint.rules`',
        ],
        default: 'recommended',
        scope: 'resource',
        markdownDescription: 'The preset that `#urilint.rules#` is laid over. Ignored where the project\'s ESLint config configures `urilint/*` rules (in a trusted workspace).',
      },
      'urilint.rules': {
        type: 'object',
        default: {},
        scope: 'resource',
        markdownDescription:
          'Rule severities and options, as in an ESLint config: `{ "no-insecure-scheme": "warn", "valid-port": ["error", { "allowPortZero": false }] }` ' +
          '(the `urilint/` prefix is optional). Laid over `#urilint.preset#`. Ignored where the project\'s ESLint config configures `urilint/*` rules (in a trusted workspace).',
        properties: Object.fromEntries(rules.map((r) => [r.id, ruleSchema(r, docsUrl)])),
        // The same rules with ESLint's `urilint/` prefix (one schema for all: no descriptions twice).
        patternProperties: {
          [`^urilint/(${ids.join('|')})$`]: {
            anyOf: [...SEVERITY_SCHEMA.anyOf, { type: 'array', items: [SEVERITY_SCHEMA, { type: 'object' }], minItems: 1, maxItems: 2 }],
          },
        },
        additionalProperties: false,
      },
      'urilint.languages': {
        type: 'array',
        items: { type: 'string', enum: [...languages] },
        uniqueItems: true,
        default: [...languages],
        scope: 'resource',
        description: 'The language ids whose documents are checked.',
      },
      'urilint.templates': {
        type: 'boolean',
        default: true,
        scope: 'resource',
        description: 'Treat URI templates and route parameters ({id}, :id, ${…}) as placeholders.',
      },
      'urilint.tests': {
        type: 'string',
        enum: ['off', 'report', 'fix'],
        enumDescriptions: [
          'No diagnostics in test files, as the ESLint presets',
          'Diagnostics in test files; their fixes are quick fixes only, never applied by "Fix all" (as the `*-tests` ESLint presets)',
          'Test files are checked and fixed like main code',
        ],
        default: 'off',
        scope: 'resource',
        markdownDescription:
          'Test files and test data (`**/*.{test,spec}.*`, `**/__tests__/**`, `**/test/**`, `**/tests/**`, `**/__mocks__/**`, `**/fixtures/**`, relative to the workspace folder): ' +
          'their URLs are mostly deliberate inputs. Ignored where the project\'s ESLint config configures `urilint/*` rules for the file (in a trusted workspace): there its `files` and `ignores` decide.',
      },
      'urilint.trace.server': {
        type: 'string',
        enum: ['off', 'messages', 'verbose'],
        default: 'off',
        scope: 'window',
        description: 'Traces the communication between VS Code and the urilint language server in the "urilint" output channel.',
      },
    },
  };
}

/**
 * package.json with its generated fields replaced.
 * @param {Record<string, any>} pkg
 * @param {Parameters<typeof configuration>[0]} source
 */
export function generatedManifest(pkg, source) {
  const { languages } = source;
  return {
    ...pkg,
    activationEvents: languages.map((l) => `onLanguage:${l}`),
    capabilities: {
      untrustedWorkspaces: {
        supported: 'limited',
        description: "In an untrusted workspace urilint does not load the project's ESLint config (loading it runs the project's code): the `urilint.*` settings apply.",
      },
      virtualWorkspaces: { supported: false, description: 'The language server reads files from disk.' },
    },
    contributes: {
      configuration: configuration(source),
      commands: [
        {
          command: FIX_ALL_COMMAND,
          title: 'Fix all URLs in file',
          category: 'urilint',
        },
      ],
      menus: {
        commandPalette: [{ command: FIX_ALL_COMMAND, when: 'editorLangId in urilint.languages' }],
      },
    },
  };
}
