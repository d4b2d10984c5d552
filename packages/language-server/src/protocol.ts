/**
 * What urilint's language server and its clients agree on beyond LSP itself. Both sides import
 * this module (the VS Code extension as `@urilint/language-server/protocol`), so that a name
 * changed on one side is a compile error on the other, not a message nobody handles. It imports
 * types only, so that the client's bundle gets these constants and none of the server.
 */

import type { RuleSetting } from '@urilint/core';
import type { UrlContextSettings } from '@urilint/source';

/** The section of the editor's settings the server reads (`workspace/configuration`) and registers for. */
export const SETTINGS_SECTION = 'urilint';

/** The `source` of every diagnostic the server reports. */
export const DIAGNOSTIC_SOURCE = 'urilint';

/** The code action kind of "Fix all urilint problems" (LSP `source.fixAll`, as vscode-eslint's `source.fixAll.eslint`). */
export const FIX_ALL_KIND = 'source.fixAll.urilint';

/** The command of the "Show documentation" quick fix; its argument is a documentation URL or a rule id. */
export const SHOW_DOCUMENTATION_COMMAND = 'urilint.showDocumentation';

/**
 * Client → server when the user trusts the workspace: only then does the server load the
 * project's ESLint config, which runs the project's code. Trust is not a setting, so that a
 * workspace's own settings cannot grant it.
 */
export const DidChangeWorkspaceTrustNotification = { method: 'urilint/didChangeWorkspaceTrust' } as const;
export interface DidChangeWorkspaceTrustParams {
  trusted: boolean;
}

/** The LSP language ids the server checks, in the order of analysis.ts's languages (protocol.test.ts holds the two equal). */
export const SUPPORTED_LANGUAGE_IDS = [
  'javascript',
  'typescript',
  'javascriptreact',
  'typescriptreact',
  'json',
  'jsonc',
  'json5',
  'markdown',
  'html',
  'css',
  'yaml',
  'vue',
  'svelte',
] as const;
export type SupportedLanguageId = (typeof SUPPORTED_LANGUAGE_IDS)[number];

/** The `urilint` section of the editor's settings. */
export interface UrilintSettings {
  /** Default true. */
  enable?: boolean;
  /** The preset the `rules` are laid over. Default 'recommended'. */
  preset?: 'recommended' | 'strict' | 'all' | 'none';
  /** As in an ESLint config: `{ "no-credentials": "error", "urilint/valid-port": ["warn", {…}] }`. */
  rules?: Record<string, RuleSetting>;
  /** LSP language ids to check. Default: every language the server supports. */
  languages?: string[];
  /** Where relative references count as URLs (the ESLint plugin's `settings.urilint.urlContexts`). */
  urlContexts?: UrlContextSettings;
  /** URI templates and route parameters are placeholders (default true). */
  templates?: boolean;
  /** Test files where no ESLint config decides: see test-files.ts, TestsSetting. */
  tests?: 'off' | 'report' | 'fix';
}

/** `initializationOptions` of the LSP `initialize` request. */
export interface InitializationOptions {
  /** The client trusts the workspace (VS Code: `workspace.isTrusted`; see DidChangeWorkspaceTrustNotification). Default false. */
  workspaceTrusted?: boolean;
  /** 'push' (publishDiagnostics), 'pull' (textDocument/diagnostic); default: pull when the client can. */
  diagnosticMode?: 'push' | 'pull';
  /** Debounce of push diagnostics after an edit, in ms (default 150). */
  debounceMs?: number;
  /** Settings for clients without `workspace/configuration`. */
  settings?: UrilintSettings;
}
