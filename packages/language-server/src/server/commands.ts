/**
 * `workspace/executeCommand`: the server's one command, "Show documentation" (the quick fix of
 * every diagnostic), which opens a rule's page with `window/showDocument` where the client can.
 */

import { docsUrl, getRule } from '@urilint/core';
import { ErrorCodes, ResponseError, type Connection, type ExecuteCommandParams } from 'vscode-languageserver/node';
import { SHOW_DOCUMENTATION_COMMAND } from '../protocol.js';
import type { ClientInfo } from './configuration.js';

/** The documentation URL a command argument names: a URL as it is, or a rule id's page. */
function documentationUrl(arg: unknown): string | undefined {
  if (typeof arg !== 'string') return undefined;
  if (/^https?:\/\//.test(arg)) return arg;
  const rule = getRule(arg);
  return rule ? docsUrl(rule.id) : undefined;
}

export async function executeCommand(
  params: ExecuteCommandParams,
  connection: Pick<Connection, 'window'>,
  client: ClientInfo,
): Promise<{ success: boolean; url: string }> {
  if (params.command !== SHOW_DOCUMENTATION_COMMAND) {
    throw new ResponseError(ErrorCodes.InvalidParams, `unknown command ${params.command}`);
  }
  const url = documentationUrl(params.arguments?.[0]);
  if (!url) throw new ResponseError(ErrorCodes.InvalidParams, 'expected a documentation URL or a rule id');
  if (client.capabilities.window?.showDocument?.support) {
    const r = await connection.window.showDocument({ uri: url, external: true });
    return { success: r.success, url };
  }
  connection.window.showInformationMessage(`urilint documentation: ${url}`);
  return { success: false, url };
}
