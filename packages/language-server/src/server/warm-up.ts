/**
 * The server's warm-up after `initialized`. The first document a server analyzes pays for loading
 * and compiling the code it runs (the parser is built per set of plugins), several times what
 * the same parse costs later. So a sample module (TypeScript, and TSX for the parser with JSX) is
 * analyzed, and its findings made diagnostics, a block per event-loop turn, until the sample is
 * done or a document is being analyzed (it warms the code itself, and comes first): a message
 * that arrives meanwhile waits for one block at most.
 */

import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeText } from '../analysis.js';
import { editorSettings } from '../settings.js';
import { toDiagnostic } from './to-diagnostic.js';
import type { ServerLog } from './log.js';

/** A block of common TypeScript (types, classes, async functions, templates, objects) with URLs that most rules look at. */
function typeScriptBlock(n: number): string {
  return `import { request${n}, type Options${n} } from './http-${n}';
export type Id${n} = string | number;
export interface Item${n} extends Record<string, unknown> { id: Id${n}; tags?: readonly string[]; owner: { name: string; url?: URL } }
enum Kind${n} { A = 'a', B = 'b' }
/** Loads item ${n}. */
export async function load${n}(id: Id${n}, options: Partial<Options${n}> = {}): Promise<Item${n} | undefined> {
  const label = 'item-' + id + "-${n}";
  const res = await fetch(\`https://api.example.com:443/items/\${id}?page=${n}&q=a b\`, { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(\`failed: \${label} (\${res.status})\`);
  for (const [key, value] of Object.entries(options)) if (value === undefined) delete (options as Record<string, unknown>)[key];
  return (await res.json()) as Item${n};
}
export class Client${n}<T extends object = Item${n}> {
  private readonly base = "HTTP://User:secret@Example.com:80/v1/%7e/./a";
  constructor(readonly name: string, protected retries = 3) {}
  async get(path: string): Promise<T> {
    const url = new URL(path, this.base);
    return request${n}<T>(url.href, { method: 'GET', retries: this.retries > 0 ? this.retries : undefined });
  }
  get kind(): Kind${n} { return this.name.length > ${n} ? Kind${n}.A : Kind${n}.B; }
}
export const routes${n} = { home: '/', docs: 'https://docs.example.com/guide#intro', mail: 'mailto:team@example.com', api: (id: number) => \`/api/\${id}\` };
window.location.href = 'javascript:void(0)';
`;
}

function tsxBlock(n: number): string {
  return `export function Link${n}({ id, label }: { id: string; label?: string }) {
  const [open, setOpen] = useState(false);
  return <a className="link" href={"https://example.com/a b/" + id} onClick={() => setOpen(!open)}>{label ?? 'more'} &amp; {id}</a>;
}
`;
}

/** The blocks, in the order they are analyzed: [languageId, text]. */
function blocks(): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (let n = 0; n < 12; n++) out.push(['typescript', typeScriptBlock(n)]);
  for (let n = 0; n < 2; n++) out.splice(2 + 6 * n, 0, ['typescriptreact', tsxBlock(n)]);
  return out;
}

/**
 * Analyzes the sample, a block per turn of the event loop, until it is done or `busy()` (a
 * document is being analyzed); a failure is logged (it is a bug).
 */
export function warmUp(log: Pick<ServerLog, 'analyzingDocument' | 'onRuleError' | 'error'>, busy: () => boolean): void {
  const settings = editorSettings({}, false);
  const sample = blocks();
  const step = (k: number): void => {
    if (k >= sample.length || busy()) return;
    const [languageId, text] = sample[k];
    try {
      log.analyzingDocument(`the warm-up sample (${languageId})`, 0);
      const analysis = analyzeText(text, languageId, settings, undefined, { onRuleError: log.onRuleError });
      if (analysis) {
        const doc = TextDocument.create(`urilint:warm-up/${k}`, languageId, 1, text);
        for (const f of analysis.findings) toDiagnostic(doc, f);
      }
    } catch (e) {
      log.error(`urilint: the warm-up analysis of a ${languageId} sample failed: ${String(e)}`);
      return;
    }
    setImmediate(() => step(k + 1));
  };
  setImmediate(() => step(0));
}
