/**
 * Configuration and trust: what the client told `initialize`, the workspace folders, and each
 * document's effective settings (settings.ts), cached until something they depend on changes:
 * the editor's settings, an ESLint config file, the workspace folders or the workspace trust.
 */

import { fileURLToPath } from 'node:url';
import {
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  type ClientCapabilities,
  type Connection,
  type DidChangeConfigurationParams,
  type DidChangeWatchedFilesParams,
  type InitializeParams,
  type WorkspaceFoldersChangeEvent,
} from 'vscode-languageserver/node';
import { SETTINGS_SECTION, type DidChangeWorkspaceTrustParams, type InitializationOptions, type UrilintSettings } from '../protocol.js';
import { editorSettings, EslintConfigs, isEslintConfigFile, sanitizeSettings, testFileSettings, type EffectiveSettings } from '../settings.js';
import { isTestFile } from '../test-files.js';
import type { ServerLog } from './log.js';

/** What the other modules need of the configuration: each document's settings, and whether they may have changed. */
export interface DocumentSettings {
  /** Bumped whenever settings may have changed: results of an older generation are stale. */
  readonly generation: number;
  settingsFor(uri: string): Promise<EffectiveSettings>;
}

/** The client's capabilities, as `initialize` gave them. */
export interface ClientInfo {
  readonly capabilities: ClientCapabilities;
}

const fsPathOfFolder = (uri: string): string => fileURLToPath(uri).replace(/\/$/, '');

/** The file path of a `file:` URI; undefined for other schemes and for a URI Node cannot map to a path here (`file://host/…` on POSIX). */
function fsPathOf(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export class Configuration implements DocumentSettings, ClientInfo {
  capabilities: ClientCapabilities = {};
  /** See DidChangeWorkspaceTrustNotification (protocol.ts). */
  trusted = false;
  generation = 0;
  private workspaceRoots: string[] = [];
  private globalSettings: UrilintSettings = {};
  private readonly cache = new Map<string, Promise<EffectiveSettings>>();
  private readonly eslintConfigs: EslintConfigs;
  private changeListener: (reason: string) => void = () => undefined;

  constructor(
    private readonly connection: Pick<Connection, 'workspace' | 'client'>,
    private readonly log: ServerLog,
  ) {
    this.eslintConfigs = new EslintConfigs((m) => log.warn(m));
  }

  /** Reads `initialize`; returns its initialization options. */
  initialize(params: InitializeParams): InitializationOptions {
    this.capabilities = params.capabilities ?? {};
    const init = (params.initializationOptions ?? {}) as InitializationOptions;
    this.trusted = init.workspaceTrusted === true;
    if (init.settings) this.globalSettings = sanitizeSettings(init.settings);
    const folders = params.workspaceFolders?.map((f) => f.uri) ?? (params.rootUri ? [params.rootUri] : []);
    this.workspaceRoots = folders.filter((u) => u.startsWith('file:')).map(fsPathOfFolder);
    return init;
  }

  /** Told after the settings changed (and the cache was dropped), with the reason. */
  onDidChange(listener: (reason: string) => void): void {
    this.changeListener = listener;
  }

  /** After `initialized`: asks the client for the notifications the settings depend on. */
  registerForChanges(): void {
    const workspace = this.capabilities.workspace;
    if (workspace?.didChangeConfiguration?.dynamicRegistration) {
      void this.connection.client.register(DidChangeConfigurationNotification.type, { section: SETTINGS_SECTION }).catch(() => undefined);
    }
    if (workspace?.didChangeWatchedFiles?.dynamicRegistration) {
      void this.connection.client
        .register(DidChangeWatchedFilesNotification.type, { watchers: [{ globPattern: '**/eslint.config.{js,mjs,cjs,ts,mts,cts}' }] })
        .catch(() => undefined);
    }
    if (workspace?.workspaceFolders) this.connection.workspace.onDidChangeWorkspaceFolders((e) => this.didChangeWorkspaceFolders(e));
  }

  didChangeConfiguration(params: DidChangeConfigurationParams): void {
    const section = (params.settings as Record<string, unknown> | null | undefined)?.[SETTINGS_SECTION];
    if (section !== undefined) this.globalSettings = sanitizeSettings(section);
    this.changed('configuration');
  }

  didChangeWatchedFiles(params: DidChangeWatchedFilesParams): void {
    if (params.changes.some((c) => c.uri.startsWith('file:') && isEslintConfigFile(fileURLToPath(c.uri)))) {
      this.eslintConfigs.clear();
      this.changed('ESLint config');
    }
  }

  didChangeWorkspaceTrust(params: Partial<DidChangeWorkspaceTrustParams> | undefined): void {
    const next = params?.trusted === true;
    if (next === this.trusted) return;
    this.trusted = next;
    this.eslintConfigs.clear();
    this.changed('workspace trust');
  }

  private didChangeWorkspaceFolders(e: WorkspaceFoldersChangeEvent): void {
    const removed = new Set(e.removed.map((f) => f.uri).filter((u) => u.startsWith('file:')).map(fsPathOfFolder));
    this.workspaceRoots = this.workspaceRoots.filter((r) => !removed.has(r));
    for (const f of e.added) if (f.uri.startsWith('file:')) this.workspaceRoots.push(fsPathOfFolder(f.uri));
    this.changed('workspace folders');
  }

  settingsFor(uri: string): Promise<EffectiveSettings> {
    let p = this.cache.get(uri);
    if (!p) {
      p = this.computeSettings(uri);
      this.cache.set(uri, p);
    }
    return p;
  }

  /** A closed document's settings are read again when it is opened again. */
  forget(uri: string): void {
    this.cache.delete(uri);
  }

  get size(): number {
    return this.cache.size;
  }

  private changed(reason: string): void {
    this.generation++;
    this.cache.clear();
    this.changeListener(reason);
  }

  private rootOf(filePath: string): string | undefined {
    let best: string | undefined;
    for (const r of this.workspaceRoots) {
      if ((filePath === r || filePath.startsWith(r.endsWith('/') ? r : r + '/')) && (!best || r.length > best.length)) best = r;
    }
    return best;
  }

  private async computeSettings(uri: string): Promise<EffectiveSettings> {
    let raw: unknown = this.globalSettings;
    if (this.capabilities.workspace?.configuration) {
      try {
        const [section] = (await this.connection.workspace.getConfiguration([{ scopeUri: uri, section: SETTINGS_SECTION }])) as unknown[];
        if (section !== null && section !== undefined) raw = section;
      } catch (e) {
        this.log.info(`urilint: workspace/configuration failed: ${String(e)}`);
      }
    }
    const sanitized = sanitizeSettings(raw);
    // HTML, CSS, Vue and Svelte parsers may come from a trusted workspace (languages/load-parser.ts).
    const editor = { ...editorSettings(sanitized), parserRoots: this.trusted ? [...this.workspaceRoots] : [] };
    const filePath = fsPathOf(uri);
    if (filePath === undefined) return editor;
    const root = this.rootOf(filePath);
    if (this.trusted && root) {
      // The ESLint config's own `files` and `ignores` decide, test files included (the presets ignore them).
      const fromEslint = await this.eslintConfigs.settingsFor(root, filePath);
      if (fromEslint) return { ...editor, ...fromEslint, enable: editor.enable, languages: editor.languages };
    }
    // Else the presets' policy: test files are not main code (SPEC §4).
    return isTestFile(filePath, root) ? testFileSettings(editor, sanitized.tests) : editor;
  }
}
