import { isAlpha, isDigit } from '../chars.js';
import { passwordStart } from '../parse.js';
import { isFormatPlaceholder } from '../patterns.js';
import { defineRule } from '../rule.js';
import { HTTP_FAMILY_SCHEMES } from '../schemes.js';
import type { Edit } from '../types.js';

/*
 * no-credentials: RFC 3986 §3.2.1 ("Use of the format "user:password" in the userinfo field is
 * deprecated"), §7.5 (passwords in URIs are a security risk), §7.6 (semantic attacks: userinfo
 * that looks like a host, `ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm`),
 * RFC 1738 §3.1, and WHATWG URL (`invalid-credentials`: browsers do not send userinfo).
 *
 * Messages never contain the password, nor the user name (which is often a token, as in
 * `https://ghp_…@github.com/`), except when the user name is itself a host name (the §7.6 trick).
 */

export interface NoCredentialsOptions {
  allowUsernameOnly: boolean;
}

type MessageId = 'password' | 'userinfo' | 'fileUserinfo' | 'deceptiveUserinfo' | 'removeUserinfo' | 'removePassword';

/** `google.com`, `www.example.org`: a user name that reads like a host name (RFC 3986 §7.6). */
function looksLikeHostName(s: string): boolean {
  if (s.length < 3 || s.indexOf('.') <= 0 || s.endsWith('.')) return false;
  let letters = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (isAlpha(c)) letters = true;
    else if (!(isDigit(c) || c === 0x2e || c === 0x2d)) return false;
  }
  return letters;
}

export const noCredentials = defineRule<NoCredentialsOptions, MessageId>({
  id: 'no-credentials',
  description: 'Disallow passwords in URLs, and any userinfo in file: URLs and in URLs that fetch() requests.',
  source: 'RFC 3986 §3.2.1, §7.5, §7.6',
  whatwgErrors: ['invalid-credentials'],
  defaultSeverity: 'error',
  presets: { recommended: true, strict: true },
  fixable: false,
  hasSuggestions: true,
  reportsPlainUrls: false,
  messages: {
    password: 'Do not put a password in a URL: it ends up in logs, histories and Referer headers.',
    userinfo: 'Remove the user name from this {{scheme}} URL: fetch() rejects a URL with credentials.',
    fileUserinfo: 'A file: URL has no user information (RFC 8089 §2), and browsers reject it.',
    deceptiveUserinfo: 'The user name "{{user}}" looks like a host, but this URL goes to "{{host}}".',
    removeUserinfo: 'Remove the user information and its "@".',
    removePassword: 'Remove the password and keep the user name.',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      allowUsernameOnly: {
        type: 'boolean',
        description:
          'Accept a user name without a password in the http, https, ws and wss URLs that fetch() requests (elsewhere, and in other schemes such as ssh://git@host or ftp://anonymous@host, a user name alone is always accepted).',
        default: false,
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    const { uri, scheme, options } = ctx;
    const authority = uri.authority;
    const userinfo = authority?.userinfo;
    if (!authority || !userinfo) return;
    const at = userinfo.end; // the `@`
    const password = passwordStart(userinfo);
    const web = HTTP_FAMILY_SCHEMES.has(scheme);
    const removeAll: Edit[] = [{ start: userinfo.start, end: at + 1, text: '' }];
    const user = password === -1 ? userinfo.value : userinfo.value.slice(0, password - 1 - userinfo.start);
    const host = authority.host.value;

    if (scheme === 'file') {
      // RFC 8089 §2: file-auth = "localhost" / host, no userinfo; the WHATWG file host state
      // fails on the "@" (a forbidden host code point).
      const end = userinfo.start === at ? at + 1 : at;
      ctx.report({ messageId: 'fileUserinfo', start: userinfo.start, end, suggestions: [{ messageId: 'removeUserinfo', edits: removeAll }] });
      return;
    }

    if (web && looksLikeHostName(user)) {
      // `https://google.com@evil.example/` (RFC 3986 §7.6). The user part is a host name, not a secret.
      ctx.report({
        messageId: 'deceptiveUserinfo',
        data: { user, host },
        start: userinfo.start,
        end: at + 1,
        suggestions: [{ messageId: 'removeUserinfo', edits: removeAll }],
      });
      return;
    }

    if (password !== -1 && password < at) {
      // A non-empty password: report it alone (precise, and `${user}:secret@` still reported).
      const suggestions: Array<{ messageId: MessageId; edits: Edit[] }> = [];
      if (!web) suggestions.push({ messageId: 'removePassword', edits: [{ start: password - 1, end: at, text: '' }] });
      suggestions.push({ messageId: 'removeUserinfo', edits: removeAll });
      // `%filtered%`, `%s`: a formatter fills the password, which is still there; the report
      // goes on the ":" before it, since findings never touch a placeholder.
      if (ctx.holes.covers(password, at) && isFormatPlaceholder(ctx.text, password, at)) ctx.report({ messageId: 'password', start: password - 1, end: password });
      else ctx.report({ messageId: 'password', start: password, end: at, suggestions });
      return;
    }

    // A user name alone is no secret (RFC 3986 §3.2.1 deprecates `user:password`, not a user
    // name): an error-monitoring DSN's public key (`https://public@o0.ingest.sentry.io/1`) is
    // one. Only where fetch() makes the request does it break: the Request constructor throws on
    // any credentials.
    if (!web || !ctx.fetched || options.allowUsernameOnly) return;
    // `https://user@host/`, `https://user:@host/`, `https://@host/`.
    const start = userinfo.start;
    const end = userinfo.start === at ? at + 1 : at;
    ctx.report({
      messageId: 'userinfo',
      data: { scheme },
      start,
      end,
      suggestions: [{ messageId: 'removeUserinfo', edits: removeAll }],
    });
  },
});
