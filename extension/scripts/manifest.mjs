// The generated parts of the extension's package.json (STYLE 6: metadata is written once):
// the `urilint.rules` setting lists every rule of the core registry with its description,
// severities and options; the languages (activation events, the `urilint.languages` setting, the
// description and keywords) come from the language server's SUPPORTED_LANGUAGE_IDS, named by
// LANGUAGE_NAMES below. Written by
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

/** `urilint.eslintCoexistence`, read by the client (extension/src/coexistence.ts). */
const COEXISTENCE_SETTING = {
  type: 'string',
  enum: ['auto', 'always'],
  enumDescriptions: [
    "Where the ESLint extension (dbaeumer.vscode-eslint) is enabled, lints the file's language and the project's ESLint config turns urilint rules on for the file, urilint leaves the diagnostics to ESLint: one squiggle per problem. Hovers, code actions and commands stay",
    'urilint always shows its diagnostics, also where ESLint reports the same',
  ],
  default: 'auto',
  scope: 'resource',
  markdownDescription:
    "How urilint lives beside the ESLint extension: with `auto`, a file whose ESLint config turns on `urilint/*` rules gets its URL diagnostics from ESLint only (in a trusted workspace, the project's ESLint read as the ESLint extension reads it), " +
    'and urilint still gives the hover with the URL\'s parts and normal form, and its commands. `always` shows urilint\'s diagnostics too.',
};

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
      'urilint.eslintCoexistence': COEXISTENCE_SETTING,
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
 * How the README and the Marketplace listing name the languages of `SUPPORTED_LANGUAGE_IDS`: ids of
 * one group (the same name) are listed together, as "JSON/JSONC/JSON5". Every supported id must be
 * here (manifest.test.ts), and the README's list of languages is checked against `languageNames`.
 */
export const LANGUAGE_NAMES = {
  javascript: { name: 'JavaScript', keyword: 'javascript' },
  typescript: { name: 'TypeScript', keyword: 'typescript' },
  javascriptreact: { name: 'JSX', keyword: 'jsx', group: 'JSX/TSX' },
  typescriptreact: { name: 'TSX', keyword: 'tsx', group: 'JSX/TSX' },
  json: { name: 'JSON', keyword: 'json', group: 'JSON/JSONC/JSON5' },
  jsonc: { name: 'JSONC', keyword: 'jsonc', group: 'JSON/JSONC/JSON5' },
  json5: { name: 'JSON5', keyword: 'json5', group: 'JSON/JSONC/JSON5' },
  markdown: { name: 'Markdown', keyword: 'markdown' },
  html: { name: 'HTML', keyword: 'html' },
  css: { name: 'CSS', keyword: 'css' },
  yaml: { name: 'YAML', keyword: 'yaml' },
  vue: { name: 'Vue', keyword: 'vue' },
  svelte: { name: 'Svelte', keyword: 'svelte' },
};

/** The keywords of the listing before the languages'. */
const KEYWORDS = ['url', 'uri', 'lint', 'rfc3986', 'eslint'];

/**
 * The names of `languages` as prose: "JavaScript, TypeScript, JSX/TSX, …, Vue and Svelte".
 * @param {readonly string[]} languages
 */
export function languageNames(languages) {
  const names = [];
  for (const id of languages) {
    const entry = LANGUAGE_NAMES[/** @type {keyof typeof LANGUAGE_NAMES} */ (id)];
    if (!entry) throw new Error(`extension/scripts/manifest.mjs: no name for the language id ${JSON.stringify(id)} in LANGUAGE_NAMES`);
    const name = 'group' in entry ? entry.group : entry.name;
    if (!names.includes(name)) names.push(name);
  }
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
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
    description: `Finds broken, unsafe and unnormalized URLs in ${languageNames(languages)}, and fixes them.`,
    keywords: [...KEYWORDS, ...languages.map((l) => LANGUAGE_NAMES[/** @type {keyof typeof LANGUAGE_NAMES} */ (l)].keyword)],
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
