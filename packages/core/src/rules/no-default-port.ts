import { isAllDigits } from '../chars.js';
import { defineRule } from '../rule.js';
import { DEFAULT_PORTS } from '../schemes.js';

/*
 * no-default-port: RFC 3986 §6.2.3 ("the default port for a given scheme may be omitted from
 * the authority component ... Normalization should not remove delimiters when their associated
 * component is empty unless licensed to do so by the scheme specification"), RFC 3986 §3.2.3
 * ("URI producers and normalizers should omit the port component and its ':' delimiter if port
 * ... is the same as the scheme's default"), RFC 1738 §3 (the defaults of ftp 21, http 80,
 * gopher 70, nntp 119, telnet 23, wais 210, prospero 1525).
 */

export interface NoDefaultPortOptions {
  registeredDefaults: boolean;
}

type MessageId = 'defaultPort' | 'registeredDefaultPort' | 'removePort';

export const noDefaultPort = defineRule<NoDefaultPortOptions, MessageId>({
  id: 'no-default-port',
  description: 'Disallow an explicit default port (`http://h:80`, `https://h:443`).',
  source: 'RFC 3986 §3.2.3, §6.2.3, RFC 1738 §3',
  whatwgErrors: [],
  defaultSeverity: 'warn',
  type: 'suggestion',
  presets: { recommended: true, strict: true },
  allOptions: { registeredDefaults: true },
  fixable: true,
  hasSuggestions: true,
  reportsPlainUrls: false,
  messages: {
    defaultPort: 'The port {{port}} is the default port of {{scheme}} and can be omitted.',
    registeredDefaultPort: 'The port {{port}} is the registered default port of {{scheme}}; omitting it is equivalent if the client applies that default.',
    removePort: 'Remove the port ":{{port}}".',
  },
  optionsSchema: {
    type: 'object',
    properties: {
      registeredDefaults: {
        type: 'boolean',
        description:
          'Also report the IANA default port of other schemes (ldap 389, redis 6379, postgresql 5432…), with a suggestion rather than a fix. Off by default: `redis://localhost:6379` is how connection strings are written, and clients that do not apply the default need it.',
        default: false,
      },
    },
    additionalProperties: false,
  },
  check(ctx) {
    const { uri, scheme, holes, options } = ctx;
    const port = uri.authority?.port;
    if (!port || !scheme) return;
    const entry = DEFAULT_PORTS.get(scheme);
    // No default, or a de facto default that clients do not agree on (irc, sftp): not reported.
    if (!entry || entry.port === null || entry.caution) return;
    if (holes.near(port.start, port.end)) return;
    // An empty, non-digit or out-of-range port is valid-port's.
    const value = port.value;
    // Leading zeros do not change the number (valid-port drops them): `:000080` is port 80 too,
    // so that one pass of fixes leaves no default port behind.
    if (!isAllDigits(value) || value.replace(/^0+/, '').length > 10 || Number(value) !== entry.port) return;
    const start = port.start - 1;
    const removal = [{ start, end: port.end, text: '' }];
    if (entry.whatwgSpecial || entry.rfc1738) {
      // Every client applies these defaults (browsers drop the port themselves; RFC 1738 defines
      // it for the scheme), so the URL means the same resource without it.
      ctx.report({ messageId: 'defaultPort', data: { port: value, scheme }, start, end: port.end, fix: removal });
      return;
    }
    if (!options.registeredDefaults) return;
    ctx.report({
      messageId: 'registeredDefaultPort',
      data: { port: value, scheme },
      start,
      end: port.end,
      suggestions: [{ messageId: 'removePort', data: { port: value }, edits: removal }],
    });
  },
});
