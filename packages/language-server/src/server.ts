/**
 * urilint's language server over any LSP connection (SPEC §7): `createServer(connection)` wires
 * the handlers, `connection.listen()` is the caller's (the `bin` or a test).
 */

import { fileURLToPath } from 'node:url';
import { docsUrl, getRule, type RuleFailure } from '@urilint/core';
import {
  CodeActionKind,
  DiagnosticSeverity,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  DocumentDiagnosticReportKind,
  ErrorCodes,
  LSPErrorCodes,
  ResponseError,
  TextDocumentSyncKind,
  TextDocuments,
  type CancellationToken,
  type ClientCapabilities,
  type CodeAction,
  type CodeActionParams,
  type Connection,
  type Diagnostic,
  type DocumentDiagnosticReport,
  type Hover,
  type InitializeParams,
  type InitializeResult,
  type MessageReader,
  type TextEdit,
  type WorkspaceEdit,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { analyzeSteps, candidateAt, fixAllText, languageSupport, SUPPORTED_LANGUAGE_IDS, type Analysis } from './analysis.js';
import { setParserRoots } from './languages/load-parser.js';
import { fixAllEdits } from './fix-edits.js';
import { hoverFor } from './hover.js';
import { SharedJobs, untilCancelled } from './jobs.js';
import { DEFAULT_MAX_DIAGNOSTICS, describeRuleFailure, looksBinary, truncationNotice } from './limits.js';
import type { SourceEdit, SourceFinding } from './languages/types.js';
import {
  editorSettings,
  EslintConfigs,
  isEslintConfigFile,
  sanitizeSettings,
  type EffectiveSettings,
  type InitializationOptions,
  type UrilintSettings,
} from './settings.js';

export const SOURCE = 'urilint';
export const FIX_ALL_KIND = 'source.fixAll.urilint';
export const SHOW_DOCUMENTATION_COMMAND = 'urilint.showDocumentation';

export interface ServerOptions {
  /** Debounce of push diagnostics after an edit (ms). Default 150; `initializationOptions.debounceMs` overrides it. */
  debounceMs?: number;
  /** Documents longer than this (UTF-16 code units) get no diagnostics and a log line. Default 2 MB. */
  maxDocumentSize?: number;
  /** A long analysis yields to the event loop after this many ms (so that edits and cancellation get through). Default 10. */
  sliceMs?: number;
  /** Diagnostics per document at most; where the analysis stopped, a notice says so (limits.ts). Default 1000. */
  maxDiagnostics?: number;
  /**
   * Told when the client asks to shut down. A connection has one shutdown handler, which the
   * server takes; the bin learns from this that a later end of its input is a clean exit.
   */
  onShutdown?: () => void;
}

/** What a diagnostic carries in `data`, so that code actions need no re-analysis. */
export interface DiagnosticData {
  ruleId: string;
  /** The document version the edits apply to. */
  version: number;
  fix?: TextEdit[];
  suggestions?: Array<{ title: string; edits: TextEdit[] }>;
}

export interface UrilintServer {
  /** Open documents with server state (for tests: memory stays bounded). */
  readonly stats: () => { states: number; results: number; settings: number; running: number; jobs: number };
  /** Resolves when no analysis is scheduled or running. */
  readonly idle: () => Promise<void>;
}

interface DocState {
  timer?: NodeJS.Timeout;
  /** Bumped on every schedule: a running push analysis that is not the latest stops. */
  ticket: number;
  running?: Promise<void>;
}

interface CachedResult {
  version: number;
  generation: number;
  languageId: string;
  settings: EffectiveSettings;
  /** Undefined when the document was not analyzed, or its extraction was too large to keep (see MAX_KEPT_CANDIDATES). */
  analysis: Analysis | undefined;
  /** The document was analyzed (it is not disabled, too large, binary or unparsable). */
  analyzed: boolean;
  diagnostics: Diagnostic[];
}

export { looksBinary };

/**
 * An open document's analysis is kept for the next version (incremental parsing), hover and fix
 * all, unless it has more candidates than this: candidates cost about 1.7 KB each, so a document
 * of 200,000 URLs would hold 340 MB while open (issue 12). Above it, those parse again.
 */
const MAX_KEPT_CANDIDATES = 20_000;

function kindMatches(kind: string, only: readonly string[] | undefined): boolean {
  if (!only) return true;
  return only.some((o) => kind === o || kind.startsWith(o + '.'));
}

/**
 * The rule list of an `eslint-disable-next-line` comment line (`// …` or `<!-- … -->`) and the
 * offset where it ends (before trailing white space and `-->`), or undefined. The list is cut
 * with string methods: a pattern with a lazy list followed by optional white space backtracks
 * quadratically on a long line (regexp/no-super-linear-backtracking, issue 12).
 */
export function disableNextLineRules(line: string): { list: string; end: number } | undefined {
  // `//`, `/* */`, `{/* */}` (JSX children), `<!-- -->` (HTML, Markdown, templates), `#` (YAML).
  const head = /^[ \t]*(?:\/\/|\{?\/\*|<!--|#)[ \t]*eslint-disable-next-line[ \t]+/.exec(line);
  if (!head) return undefined;
  let body = line.trimEnd();
  for (const close of ['-->', '*/}', '*/']) {
    if (body.endsWith(close)) {
      body = body.slice(0, -close.length);
      break;
    }
  }
  const end = Math.max(head[0].length, body.trimEnd().length);
  return { list: line.slice(head[0].length, end), end };
}

/** Logs what the transport cannot read (a broken frame, a body that is not JSON) and goes on. */
export function logReaderErrors(reader: MessageReader, connection: Connection): void {
  reader.onError((error) => {
    try {
      connection.console.error(`urilint: unreadable message from the client: ${String(error?.message ?? error).split('\n')[0]}`);
    } catch {
      // the connection itself is gone
    }
  });
}

export function createServer(connection: Connection, options: ServerOptions = {}): UrilintServer {
  const documents = new TextDocuments(TextDocument);
  const maxSize = options.maxDocumentSize ?? 2_000_000;
  const sliceMs = options.sliceMs ?? 10;
  const maxDiagnostics = options.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS;
  let debounceMs = options.debounceMs ?? 150;
  /** LSP "initialize": until it is answered, requests get ServerNotInitialized and notifications are dropped. */
  let initialized = false;

  let capabilities: ClientCapabilities = {};
  let init: InitializationOptions = {};
  let trusted = false;
  let pushMode = true;
  let workspaceRoots: string[] = [];
  let globalSettings: UrilintSettings = {};
  /** Bumped whenever settings may have changed: results of an older generation are stale. */
  let generation = 0;

  const states = new Map<string, DocState>();
  const results = new Map<string, CachedResult>();
  const settingsCache = new Map<string, Promise<EffectiveSettings>>();
  const jobs = new SharedJobs<CachedResult | undefined>();
  const eslintConfigs = new EslintConfigs((m) => connection.console.warn(m));
  const logged = new Set<string>();

  const log = (message: string): void => connection.console.log(message);
  const logOnce = (key: string, message: string, level: 'warn' | 'error' = 'warn'): void => {
    if (logged.has(key)) return;
    if (logged.size > 1000) logged.clear();
    logged.add(key);
    connection.console[level](message);
  };

  /** The document under analysis (analysis steps are synchronous): what a rule failure is logged against. */
  let analyzing = { uri: '', version: 0 };
  /** One function for the server's life, so that candidates' memoized analyses stay valid (analysis.ts optionsFor). */
  const onRuleError = (failure: RuleFailure): void => {
    const { uri, version } = analyzing;
    try {
      logOnce(`rule:${uri}:${version}:${failure.ruleId}`, describeRuleFailure(failure, uri, version), 'error');
    } catch {
      // the connection is gone; a rule error must never take the server down
    }
  };

  /** Requests before `initialize` get ServerNotInitialized (LSP 3.17, "Initialize Request"). */
  function ready<A extends unknown[], R>(handler: (...args: A) => R): (...args: A) => R {
    return (...args) => {
      if (!initialized) throw new ResponseError(ErrorCodes.ServerNotInitialized, 'The server is not initialized: the client must send "initialize" first.');
      return handler(...args);
    };
  }

  /** Notifications before `initialize` are dropped (LSP 3.17; `exit` is the library's own). */
  function whenReady<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
    return (...args) => {
      if (initialized) handler(...args);
    };
  }

  // ---- settings -------------------------------------------------------------------------

  function rootOf(filePath: string): string | undefined {
    let best: string | undefined;
    for (const r of workspaceRoots) {
      if ((filePath === r || filePath.startsWith(r.endsWith('/') ? r : r + '/')) && (!best || r.length > best.length)) best = r;
    }
    return best;
  }

  async function computeSettings(uri: string): Promise<EffectiveSettings> {
    let raw: unknown = globalSettings;
    let configured = Object.keys(globalSettings).length > 0;
    if (capabilities.workspace?.configuration) {
      try {
        const [section] = (await connection.workspace.getConfiguration([{ scopeUri: uri, section: 'urilint' }])) as unknown[];
        if (section !== null && section !== undefined) {
          raw = section;
          configured = true;
        }
      } catch (e) {
        log(`urilint: workspace/configuration failed: ${String(e)}`);
      }
    }
    const editor = editorSettings(sanitizeSettings(raw), configured);
    if (trusted && uri.startsWith('file:')) {
      const filePath = fileURLToPath(uri);
      const root = rootOf(filePath);
      if (root) {
        const fromEslint = await eslintConfigs.settingsFor(root, filePath);
        if (fromEslint) return { ...editor, ...fromEslint, enable: editor.enable, languages: editor.languages };
      }
    }
    return editor;
  }

  function settingsFor(uri: string): Promise<EffectiveSettings> {
    let p = settingsCache.get(uri);
    if (!p) {
      p = computeSettings(uri);
      settingsCache.set(uri, p);
    }
    return p;
  }

  function settingsChanged(reason: string): void {
    generation++;
    settingsCache.clear();
    results.clear();
    log(`urilint: settings changed (${reason}); refreshing diagnostics`);
    if (capabilities.workspace?.diagnostics?.refreshSupport) {
      connection.languages.diagnostics.refresh().catch(() => undefined);
    }
    if (pushMode) for (const doc of documents.all()) schedule(doc.uri, 0);
  }

  // ---- analysis -------------------------------------------------------------------------

  function toRange(doc: TextDocument, range: readonly [number, number]): Diagnostic['range'] {
    return { start: doc.positionAt(range[0]), end: doc.positionAt(range[1]) };
  }

  function toTextEdits(doc: TextDocument, edits: readonly SourceEdit[]): TextEdit[] {
    return edits.map((e) => ({ range: toRange(doc, e.range), newText: e.text }));
  }

  function toDiagnostic(doc: TextDocument, f: SourceFinding): Diagnostic {
    const data: DiagnosticData = { ruleId: f.ruleId, version: doc.version };
    if (f.fix) data.fix = toTextEdits(doc, f.fix);
    if (f.suggestions) data.suggestions = f.suggestions.map((s) => ({ title: s.message, edits: toTextEdits(doc, s.edits) }));
    return {
      range: toRange(doc, f.range),
      severity: f.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
      source: SOURCE,
      code: f.ruleId,
      codeDescription: { href: docsUrl(f.ruleId) },
      message: f.message,
      data,
    };
  }

  /** Why a document gets no analysis, or undefined when it gets one. */
  function skipReason(doc: TextDocument, settings: EffectiveSettings, text: string): string | undefined {
    if (!settings.enable) return 'disabled';
    if (!languageSupport(doc.languageId)) return 'language';
    if (settings.languages && !settings.languages.has(doc.languageId)) return 'language';
    if (text.length > maxSize) {
      logOnce(`size:${doc.uri}`, `urilint: ${doc.uri} is ${text.length} characters long (limit ${maxSize}): no diagnostics`);
      return 'size';
    }
    if (looksBinary(text)) {
      logOnce(`binary:${doc.uri}`, `urilint: ${doc.uri} looks binary (NUL or undecodable bytes): no diagnostics`);
      return 'binary';
    }
    return undefined;
  }

  /**
   * The diagnostics of the document's current version: cached, or computed once for everyone who
   * asks (jobs.ts). Resolves to undefined when the document changed or closed meanwhile, or at
   * once when `token` is cancelled (the computation goes on for the others).
   */
  function resultFor(uri: string, token?: CancellationToken): Promise<CachedResult | undefined> {
    const doc = documents.get(uri);
    if (!doc) return Promise.resolve(undefined);
    const cached = results.get(uri);
    if (cached && cached.version === doc.version && cached.generation === generation && cached.languageId === doc.languageId) return Promise.resolve(cached);
    const job = jobs.get(uri, `${generation}:${doc.version}:${doc.languageId}`, () => computeResult(uri, doc, cached));
    return untilCancelled(job, token);
  }

  async function computeResult(uri: string, doc: TextDocument, cached: CachedResult | undefined): Promise<CachedResult | undefined> {
    const version = doc.version;
    const gen = generation;
    const stale = (): boolean => documents.get(uri)?.version !== version || generation !== gen;
    const settings = await settingsFor(uri);
    // One turn of the event loop first: cancellations and edits already queued are seen before the
    // parse, which cannot be sliced.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (stale()) return undefined;
    const text = doc.getText();
    let analysis: Analysis | undefined;
    if (skipReason(doc, settings, text) === undefined) {
      try {
        // The previous version's extraction lets a language re-parse only what changed.
        const previous = cached && cached.languageId === doc.languageId ? cached.analysis?.extraction : undefined;
        analysis = await analyzeInSlices(uri, version, analyzeSteps(text, doc.languageId, settings, previous, { maxFindings: maxDiagnostics, onRuleError }), stale);
      } catch (e) {
        logOnce(`parse:${uri}:${version}`, `urilint: cannot analyze ${uri} (version ${version}): ${String(e instanceof Error ? e.message : e).split('\n')[0]}`);
        analysis = undefined;
      }
      if (analysis?.stoppedAt !== undefined) {
        logOnce(`cap:${uri}`, `urilint: ${uri} has more than ${maxDiagnostics} problems: the first ${maxDiagnostics} are shown`);
      }
    }
    if (stale()) return undefined;
    const current = documents.get(uri)!;
    const diagnostics = analysis ? analysis.findings.map((f) => toDiagnostic(current, f)) : [];
    if (analysis?.stoppedAt !== undefined) diagnostics.push(truncationNotice(toRange(current, [analysis.stoppedAt, analysis.stoppedAt]), maxDiagnostics, SOURCE));
    const kept = analysis && analysis.extraction.candidates.length <= MAX_KEPT_CANDIDATES ? analysis : undefined;
    const result: CachedResult = { version, generation: gen, languageId: doc.languageId, settings, analysis: kept, analyzed: analysis !== undefined, diagnostics };
    results.set(uri, result);
    return result;
  }

  /** Runs analysis steps, yielding to the event loop every `sliceMs`; undefined once `stale`. */
  async function analyzeInSlices(uri: string, version: number, steps: Generator<void, Analysis | undefined>, stale: () => boolean): Promise<Analysis | undefined> {
    let sliceStart = performance.now();
    for (;;) {
      analyzing = { uri, version };
      const r = steps.next();
      if (r.done) return r.value;
      if (performance.now() - sliceStart > sliceMs) {
        await new Promise<void>((resolve) => setImmediate(resolve));
        if (stale()) return undefined;
        sliceStart = performance.now();
      }
    }
  }

  function schedule(uri: string, delay = debounceMs): void {
    if (!pushMode) return;
    let state = states.get(uri);
    if (!state) states.set(uri, (state = { ticket: 0 }));
    const ticket = ++state.ticket;
    const s = state;
    if (s.timer) clearTimeout(s.timer);
    s.timer = setTimeout(() => {
      s.timer = undefined;
      const run = validate(uri, () => s.ticket === ticket && states.get(uri) === s);
      s.running = run;
      void run.finally(() => {
        if (s.running === run) s.running = undefined;
      });
    }, delay);
  }

  async function validate(uri: string, isLatest: () => boolean): Promise<void> {
    try {
      const result = await resultFor(uri);
      if (!result || !isLatest()) return;
      const doc = documents.get(uri);
      if (!doc || doc.version !== result.version) return; // never publish a stale result
      await connection.sendDiagnostics({ uri, version: result.version, diagnostics: result.diagnostics });
    } catch (e) {
      connection.console.error(`urilint: validating ${uri} failed: ${String(e)}`);
    }
  }

  // ---- lifecycle -------------------------------------------------------------------------

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    capabilities = params.capabilities ?? {};
    init = (params.initializationOptions ?? {}) as InitializationOptions;
    trusted = init.workspaceTrusted === true;
    if (typeof init.debounceMs === 'number' && init.debounceMs >= 0) debounceMs = init.debounceMs;
    if (init.settings) globalSettings = sanitizeSettings(init.settings);
    const canPull = capabilities.textDocument?.diagnostic !== undefined;
    pushMode = init.diagnosticMode === 'push' || (init.diagnosticMode !== 'pull' && !canPull);
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    workspaceRoots = folders.filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u).replace(/\/$/, ''));
    setParserRoots(trusted ? workspaceRoots : []); // HTML, CSS, Vue and Svelte parsers from a trusted workspace (languages/load-parser.ts)
    if (!initialized) documents.listen(connection); // (document notifications before this are dropped)
    initialized = true;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental },
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: false },
        executeCommandProvider: { commands: [SHOW_DOCUMENTATION_COMMAND] },
        diagnosticProvider: { identifier: SOURCE, interFileDependencies: false, workspaceDiagnostics: false },
        workspace: { workspaceFolders: { supported: true, changeNotifications: true } },
      },
      serverInfo: { name: 'urilint-language-server' },
    };
  });

  connection.onInitialized(whenReady(() => {
    if (capabilities.workspace?.didChangeConfiguration?.dynamicRegistration) {
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'urilint' }).catch(() => undefined);
    }
    if (capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      void connection.client
        .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/eslint.config.{js,mjs,cjs,ts,mts,cts}' }] })
        .catch(() => undefined);
    }
    if (capabilities.workspace?.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders((e) => {
        const removed = new Set(e.removed.map((f) => f.uri).filter((u) => u.startsWith('file:')).map((u) => fileURLToPath(u).replace(/\/$/, '')));
        workspaceRoots = workspaceRoots.filter((r) => !removed.has(r));
        for (const f of e.added) if (f.uri.startsWith('file:')) workspaceRoots.push(fileURLToPath(f.uri).replace(/\/$/, ''));
        settingsChanged('workspace folders');
      });
    }
    log(`urilint: ready (${pushMode ? 'push' : 'pull'} diagnostics, workspace ${trusted ? 'trusted: ESLint config used' : 'not trusted: ESLint config not loaded'})`);
  }));

  connection.onDidChangeConfiguration(whenReady((params) => {
    const s = (params.settings as { urilint?: unknown } | null | undefined)?.urilint;
    if (s !== undefined) globalSettings = sanitizeSettings(s);
    settingsChanged('configuration');
  }));

  connection.onDidChangeWatchedFiles(whenReady((params) => {
    if (params.changes.some((c) => c.uri.startsWith('file:') && isEslintConfigFile(fileURLToPath(c.uri)))) {
      eslintConfigs.clear();
      settingsChanged('ESLint config');
    }
  }));

  connection.onNotification('urilint/didChangeWorkspaceTrust', whenReady((params: { trusted?: boolean }) => {
    const next = params?.trusted === true;
    if (next === trusted) return;
    trusted = next;
    eslintConfigs.clear();
    settingsChanged('workspace trust');
  }));

  // Unknown methods: a log line; a request also gets MethodNotFound.
  connection.onNotification((method: string) => {
    if (!initialized) logOnce(`early:${method}`, `urilint: dropped ${method}, sent before initialize`);
    else if (!method.startsWith('$/')) log(`urilint: ignoring unknown notification ${method}`);
  });
  connection.onRequest(
    ready((method: string) => {
      log(`urilint: unknown request ${method}`);
      throw new ResponseError(ErrorCodes.MethodNotFound, `Unhandled method ${method}`);
    }),
  );

  documents.onDidChangeContent((e) => schedule(e.document.uri));
  documents.onDidClose((e) => {
    const uri = e.document.uri;
    const state = states.get(uri);
    if (state?.timer) clearTimeout(state.timer);
    states.delete(uri);
    results.delete(uri);
    settingsCache.delete(uri);
    for (const k of [`size:${uri}`, `binary:${uri}`]) logged.delete(k);
    if (pushMode) void connection.sendDiagnostics({ uri, diagnostics: [] }).catch(() => undefined);
  });

  connection.onShutdown(ready(() => {
    for (const s of states.values()) if (s.timer) clearTimeout(s.timer);
    states.clear();
    options.onShutdown?.();
  }));

  // ---- pull diagnostics ------------------------------------------------------------------

  connection.languages.diagnostics.on(ready(async (params, token): Promise<DocumentDiagnosticReport> => {
    const uri = params.textDocument.uri;
    if (!documents.get(uri)) return { kind: DocumentDiagnosticReportKind.Full, items: [] };
    const result = await resultFor(uri, token);
    if (token.isCancellationRequested) throw new ResponseError(LSPErrorCodes.RequestCancelled, 'cancelled');
    if (!result) {
      // The document changed (or closed) during analysis: ask the client to ask again.
      throw new ResponseError(LSPErrorCodes.ServerCancelled, 'document changed during analysis', { retriggerRequest: true });
    }
    const resultId = `${result.generation}:${result.version}`;
    if (params.previousResultId === resultId) return { kind: DocumentDiagnosticReportKind.Unchanged, resultId };
    return { kind: DocumentDiagnosticReportKind.Full, resultId, items: result.diagnostics };
  }));

  // ---- code actions ----------------------------------------------------------------------

  function workspaceEdit(doc: TextDocument, version: number, edits: TextEdit[]): WorkspaceEdit {
    if (capabilities.workspace?.workspaceEdit?.documentChanges) {
      return { documentChanges: [{ textDocument: { uri: doc.uri, version }, edits }] };
    }
    return { changes: { [doc.uri]: edits } };
  }

  function eol(doc: TextDocument): string {
    const text = doc.getText();
    const i = text.indexOf('\n');
    return i > 0 && text[i - 1] === '\r' ? '\r\n' : '\n';
  }

  function disableAction(doc: TextDocument, line: number, ruleId: string, diagnostic: Diagnostic): CodeAction | undefined {
    const support = languageSupport(doc.languageId);
    const name = `urilint/${ruleId}`;
    const lineText = doc.getText({ start: { line, character: 0 }, end: { line: line + 1, character: 0 } }).replace(/\r?\n$|\r$/, '');
    const indent = /^[ \t]*/.exec(lineText)![0];
    if (line > 0) {
      // Add to an existing `eslint-disable-next-line` comment on the line above.
      const above = doc.getText({ start: { line: line - 1, character: 0 }, end: { line, character: 0 } }).replace(/\r?\n$|\r$/, '');
      const rules = disableNextLineRules(above);
      if (rules && rules.list.length > 0 && !/\s--\s/.test(rules.list) && !rules.list.split(',').some((r) => r.trim() === name)) {
        const at = { line: line - 1, character: rules.end };
        return {
          title: `Disable ${name} for this line`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [diagnostic],
          edit: workspaceEdit(doc, doc.version, [{ range: { start: at, end: at }, newText: `, ${name}` }]),
        };
      }
    }
    const comment = support?.directiveComment?.(doc.languageId, `eslint-disable-next-line ${name}`, { text: doc.getText(), offset: doc.offsetAt({ line, character: 0 }) + indent.length });
    if (!comment) return undefined;
    const at = { line, character: 0 };
    return {
      title: `Disable ${name} for this line`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      edit: workspaceEdit(doc, doc.version, [{ range: { start: at, end: at }, newText: `${indent}${comment}${eol(doc)}` }]),
    };
  }

  /** The edits of "fix all": one per fix (see fix-edits.ts), so that undo, the cursor and other extensions' markers survive. */
  async function fixAllEdit(doc: TextDocument): Promise<TextEdit[]> {
    const result = await resultFor(doc.uri);
    if (!result?.analyzed) return [];
    const text = doc.getText();
    analyzing = { uri: doc.uri, version: doc.version };
    const fixed = fixAllText(text, doc.languageId, result.settings, result.analysis, undefined, { onRuleError });
    return fixAllEdits(text, fixed, result.analysis?.findings ?? []).map((e) => ({ range: toRange(doc, e.range), newText: e.text }));
  }

  connection.onCodeAction(ready(async (params: CodeActionParams): Promise<CodeAction[]> => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return [];
    const only = params.context.only;
    const actions: CodeAction[] = [];
    if (kindMatches(CodeActionKind.QuickFix, only)) {
      const ours = params.context.diagnostics.filter((d) => d.source === SOURCE && d.data && typeof (d.data as DiagnosticData).ruleId === 'string');
      const fixAllOffered = new Set<string>();
      const perRule = new Set<string>();
      for (const diagnostic of ours) {
        const data = diagnostic.data as DiagnosticData;
        const rule = `urilint/${data.ruleId}`;
        if (data.fix) {
          actions.push({
            title: `Fix this ${rule} problem`,
            kind: CodeActionKind.QuickFix,
            diagnostics: [diagnostic],
            isPreferred: true,
            edit: workspaceEdit(doc, data.version, data.fix),
          });
        }
        for (const s of data.suggestions ?? []) {
          actions.push({ title: s.title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], edit: workspaceEdit(doc, data.version, s.edits) });
        }
        if (data.fix && !fixAllOffered.has(data.ruleId)) {
          fixAllOffered.add(data.ruleId);
          const result = results.get(doc.uri);
          const current = result && result.version === doc.version ? result : await resultFor(doc.uri);
          const sameRule = current?.diagnostics.filter((d) => (d.data as DiagnosticData).ruleId === data.ruleId && (d.data as DiagnosticData).fix) ?? [];
          if (sameRule.length > 1 && current?.analyzed) {
            const text = doc.getText();
            analyzing = { uri: doc.uri, version: doc.version };
            const fixed = fixAllText(text, doc.languageId, current.settings, current.analysis, data.ruleId, { onRuleError });
            const edits = fixAllEdits(text, fixed, current.analysis?.findings ?? [], data.ruleId);
            if (edits.length > 0) {
              actions.push({
                title: `Fix all ${rule} problems`,
                kind: CodeActionKind.QuickFix,
                diagnostics: sameRule,
                edit: workspaceEdit(doc, doc.version, edits.map((e) => ({ range: toRange(doc, e.range), newText: e.text }))),
              });
            }
          }
        }
        const line = diagnostic.range.start.line;
        const key = `${data.ruleId}:${line}`;
        if (!perRule.has(key)) {
          perRule.add(key);
          const disable = disableAction(doc, line, data.ruleId, diagnostic);
          if (disable) actions.push(disable);
        }
        if (!perRule.has(data.ruleId)) {
          perRule.add(data.ruleId);
          const url = diagnostic.codeDescription?.href ?? docsUrl(data.ruleId);
          actions.push({
            title: `Show documentation for ${rule}`,
            kind: CodeActionKind.QuickFix,
            diagnostics: [diagnostic],
            command: { title: `Show documentation for ${rule}`, command: SHOW_DOCUMENTATION_COMMAND, arguments: [url] },
          });
        }
      }
    }
    if (only && kindMatches(FIX_ALL_KIND, only)) {
      actions.push({
        title: 'Fix all urilint problems',
        kind: FIX_ALL_KIND,
        edit: workspaceEdit(doc, doc.version, await fixAllEdit(doc)),
      });
    }
    return actions;
  }));

  connection.onExecuteCommand(ready(async (params) => {
    if (params.command !== SHOW_DOCUMENTATION_COMMAND) {
      throw new ResponseError(ErrorCodes.InvalidParams, `unknown command ${params.command}`);
    }
    const arg = params.arguments?.[0];
    const url = typeof arg === 'string' && /^https?:\/\//.test(arg) ? arg : typeof arg === 'string' && getRule(arg) ? docsUrl(getRule(arg)!.id) : undefined;
    if (!url) throw new ResponseError(ErrorCodes.InvalidParams, 'expected a documentation URL or a rule id');
    if (capabilities.window?.showDocument?.support) {
      const r = await connection.window.showDocument({ uri: url, external: true });
      return { success: r.success, url };
    }
    connection.window.showInformationMessage(`urilint documentation: ${url}`);
    return { success: false, url };
  }));

  // ---- hover -----------------------------------------------------------------------------

  /** The user's own domains of no-confusable-host, so that the hover warns as the diagnostic does. */
  function protectedDomainsOf(settings: EffectiveSettings): readonly string[] {
    const setting = settings.analyzeOptions.rules?.['no-confusable-host'];
    const domains = Array.isArray(setting) ? (setting[1] as { protectedDomains?: unknown } | undefined)?.protectedDomains : undefined;
    return Array.isArray(domains) ? domains.filter((d): d is string => typeof d === 'string') : [];
  }

  connection.onHover(ready(async (params): Promise<Hover | null> => {
    const doc = documents.get(params.textDocument.uri);
    if (!doc) return null;
    const support = languageSupport(doc.languageId);
    if (!support) return null;
    const result = await resultFor(doc.uri);
    let extraction = result?.analysis?.extraction;
    if (!extraction) {
      const text = doc.getText();
      if (text.length > maxSize || looksBinary(text)) return null;
      try {
        extraction = support.extract(text, doc.languageId, {});
      } catch {
        return null;
      }
    }
    const candidate = candidateAt(extraction.candidates, doc.offsetAt(params.position));
    if (!candidate) return null;
    const hover = hoverFor(candidate, protectedDomainsOf(await settingsFor(doc.uri)));
    if (!hover) return null;
    const range = candidate.toSource(0, candidate.value.length) ?? candidate.range;
    return { contents: { kind: 'markdown', value: hover.markdown }, range: toRange(doc, range) };
  }));

  return {
    stats: () => ({ states: states.size, results: results.size, settings: settingsCache.size, running: [...states.values()].filter((s) => s.running).length, jobs: jobs.size }),
    idle: async () => {
      for (;;) {
        const pending = [...states.values()].filter((s) => s.timer || s.running);
        if (pending.length === 0) return;
        await Promise.all(pending.map((s) => s.running ?? new Promise((r) => setTimeout(r, 5))));
      }
    },
  };
}

export { SUPPORTED_LANGUAGE_IDS };
