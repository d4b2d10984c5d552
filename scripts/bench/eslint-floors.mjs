// Reference rules for the ESLint rivals section (`eslint-rivals.mjs --floors`): what ESLint
// charges in its `stats` to rules that do next to nothing, measured in the same config, on the
// same files, in the same rounds as urilint and its rivals (issue 15: "where does the time go
// per literal: listener dispatch, value access, pre-check, the Program:exit pass?").
//
// - `floor/create-N` (eleven of them): rules whose create() returns no listener: ESLint's cost
//   of a rule per file (its context, the create call, its timing), as many as urilint's preset.
// - `floor/dispatch`: a `Literal` and a `TemplateLiteral` listener that return at once: ESLint's
//   dispatch and timing of one call per string-like node.
// - `floor/value`: the same, reading each literal's value (`typeof node.value`).
// - `floor/collector`: urilint's own per-literal work and nothing else: the candidate collector
//   of @urilint/source that the plugin's leading rule feeds (pre-check, slot, value maps), with
//   no analysis and no report at the root's exit.
// - `floor/text-pass`: one `indexOf(':')` pass over the file's text at the root's exit, counting
//   the colons: the cheapest pass a text scan of every file makes (issue 15, fifth round).
// - `floor/unicorn-pattern`: unicorn's `prefer-https` URL pattern (copied below from
//   eslint-plugin-unicorn, MIT) run over the file's text at the root's exit, with no report:
//   unicorn's own work per file, without its rule's machinery (its wrapped context and listeners).
//
// The block goes right after urilint's rules in both orders, so each floor rule reads what
// urilint has just read: the figures are warm floors, the least any rule pays, and urilint's
// own figure is read as without them (the first rule to read a node pays its cache misses; see
// eslint-rivals.mjs). Counts of the listener calls per round are reported beside the times.

/** The reference rules, and the counters their listeners bump. */
export function floorPlugin(createCandidateCollector) {
  const calls = { literal: 0, template: 0 };
  const rules = {};
  for (let i = 0; i < 11; i++) rules[`create-${i}`] = { meta: {}, create: () => ({}) };
  rules.dispatch = {
    meta: {},
    create: () => ({
      Literal() {
        calls.literal++;
      },
      TemplateLiteral() {
        calls.template++;
      },
    }),
  };
  let strings = 0;
  rules.value = {
    meta: {},
    create: () => ({
      Literal(node) {
        if (typeof node.value === 'string') strings++;
      },
    }),
  };
  rules.collector = {
    meta: {},
    create(context) {
      const { listeners } = createCandidateCollector(context.sourceCode.text);
      return { Literal: listeners.Literal, TemplateLiteral: listeners.TemplateLiteral };
    },
  };
  // The text floors: one function of the file's text at the root's exit, counting what it finds
  // (what they find is reported beside the literal calls, as the work they did).
  const found = { colons: 0, urls: 0 };
  const atRootExit = (scan) => ({ meta: {}, create: (context) => ({ 'Program:exit': () => scan(context.sourceCode.text) }) });
  rules['text-pass'] = atRootExit((text) => {
    for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) found.colons++;
  });
  // As unicorn's rule does: every match read, the `http:` ones kept.
  rules['unicorn-pattern'] = atRootExit((text) => {
    for (const match of text.matchAll(UNICORN_URL_PATTERN)) if (match.groups.protocol === 'http') found.urls++;
  });
  const config = { files: ['**/*'], plugins: { floor: { rules } }, rules: Object.fromEntries(Object.keys(rules).map((id) => [`floor/${id}`, 'error'])) };
  return { config, counts: () => ({ ...calls, strings, ...found }) };
}

/** eslint-plugin-unicorn's `prefer-https` URL_PATTERN (rules/prefer-https.js, MIT, © Sindre Sorhus). */
const UNICORN_URL_PATTERN = /(?<![\w+\-.])(?<protocol>https?):\/\/(?<authority>[^\s!"#'(),/;<>?\\\]`{}]+)[^\s!"'(),;<>\\\]`{}]*/giu;

/** The groups of rule ids whose stats the rivals section sums, for the floor rules. */
export const FLOOR_GROUPS = {
  'floor: 11 rules that do nothing': (id) => id.startsWith('floor/create-'),
  'floor: Literal + TemplateLiteral listeners that return': (id) => id === 'floor/dispatch',
  'floor: Literal listener reading the value': (id) => id === 'floor/value',
  "floor: urilint's candidate collector alone": (id) => id === 'floor/collector',
  "floor: one indexOf(':') pass over the text": (id) => id === 'floor/text-pass',
  "floor: unicorn's URL pattern alone (no rule machinery)": (id) => id === 'floor/unicorn-pattern',
};
