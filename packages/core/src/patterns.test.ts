import { describe, expect, it } from 'vitest';
import { parseUriReference } from './parse.js';
import { templateHoles } from './holes.js';
import { patternHoles, socketHoles } from './patterns.js';

/** The text of each placeholder patternHoles finds in `value`. */
function placeholders(value: string): string[] {
  return patternHoles(value, parseUriReference(value)).map((h) => value.slice(h.start, h.end));
}

describe('patternHoles: request-matching patterns', () => {
  it.each([
    ['http://localhost:*', ['*']],
    ['ws://*', ['*']],
    ['http://*.localhost:*/user/*', ['*', '*']],
    ['*://*.example.com/*', ['*', '*']],
    ['https://:service.example.com/', [':service']],
    ['https://api.:region.example.com/', [':region']],
    ['http://localhost::port/api', [':port']],
    ['https://user@*.example.com/', ['*']],
  ])('%s → %j', (value, expected) => {
    expect(placeholders(value)).toEqual(expected);
  });

  it('takes a star for a wildcard only as a whole label or port', () => {
    expect(placeholders('http://a*b.com/')).toEqual([]);
    expect(placeholders('http://localhost:8*/')).toEqual([]);
  });

  it('finds no parameter in an IP literal', () => {
    expect(placeholders('http://[::1]:8080/')).toEqual([]);
    expect(placeholders('http://[fe80::a]/')).toEqual([]);
  });
});

describe('patternHoles: path-to-regexp', () => {
  it.each([
    ['/user/:id', [':id']],
    ['/user/:name?', [':name?']],
    ['/user/:id(\\d+)', [':id(\\d+)']],
    ['/:file.:ext', [':file', ':ext']],
    ['/flights/:from-:to', [':from', ':to']],
    ['/files/(\\d+)', ['(\\d+)']],
    ['/files{/*path}', ['{/*path}']],
    ['/users{/:id}/edit', [':id', '{/:id}']],
    ["/resource\\('id'\\)", ['\\(', '\\)']],
    ['https://api.example.com/repos/:owner/:repo', [':owner', ':repo']],
  ])('%s → %j', (value, expected) => {
    expect(placeholders(value)).toEqual(expected);
  });

  it('leaves colons that are not parameters alone', () => {
    expect(placeholders('urn:isbn:0451450523')).toEqual([]);
    expect(placeholders('/a:b/c')).toEqual([]);
    expect(placeholders('/wiki/Foo_(bar)')).toEqual([]);
    expect(placeholders('/a/{"x":1}')).toEqual([]);
  });

  it('keeps a backslash of an http(s) URL, which browsers read as a slash', () => {
    expect(placeholders("https://x.example/resource\\('id'\\)")).toEqual([]);
  });
});

describe('patternHoles: printf conversions, %name% variables and <name> placeholders', () => {
  it.each([
    ['http://%s:%d/api', ['%s', '%d']],
    ['https://api.example.com/users/%d', ['%d']],
    ['http://unix:%s:%s', ['%s', '%s']],
    ['https://nodejs.org/dist/v%version%/node-v%version%.tar.gz', ['%version%', '%version%']],
    ['https://example.com/<page>', ['<page>']],
    ['chrome-extension://1234/<pageName>.html', ['<pageName>']],
    ['https://api.example.com/?key=<your api key>', ['<your api key>']],
  ])('%s → %j', (value, expected) => {
    expect(placeholders(value)).toEqual(expected);
  });

  it('leaves percent-encoded octets, short %xx% runs, HTML tags and data: payloads alone', () => {
    expect(placeholders('https://example.com/caf%C3%A9%20latte')).toEqual([]);
    expect(placeholders('https://example.com/%da/%fe')).toEqual([]);
    expect(placeholders('https://example.com/%21%ah%12')).toEqual([]);
    expect(placeholders('https://example.com/?q=<script>alert(1)</script>')).toEqual([]);
    expect(placeholders('data:text/html,<page>')).toEqual([]);
  });

  it('finds a %name% variable that starts inside a percent-encoding the pattern matched first', () => {
    // `%D0A%` is a triplet and some text; `%Bgb%` is the variable (a decoded `%41` must not make
    // it stop being one, or one pass of fixes would not converge).
    expect(placeholders('https://example.com/%D0A%Bgb%00')).toEqual(['%Bgb%']);
    expect(placeholders('https://example.com/%D0%41%Bgb%00')).toEqual(['%Bgb%']);
  });
});

describe('socketHoles', () => {
  const socket = (value: string): string[] => socketHoles(value, parseUriReference(value)).map((h) => value.slice(h.start, h.end));

  it('covers the socket of a Unix-socket URL as got and nock write it', () => {
    expect(socket('http://unix:/var/run/docker.sock:/containers/json')).toEqual(['unix:/var/run/docker.sock:']);
    expect(socket('http://unix:/tmp/test.sock:/')).toEqual(['unix:/tmp/test.sock:']);
    expect(socket('http://unix:')).toEqual(['unix:']);
  });

  it('covers nothing in other URLs', () => {
    expect(socket('http://unix.example.com:80/x')).toEqual([]);
    expect(socket('ftp://unix:/x:/y')).toEqual([]);
    expect(socket('http+unix://%2Fvar%2Frun%2Fdocker.sock/info')).toEqual([]);
  });
});

describe("the hole finders append to the caller's array", () => {
  it('keeps the holes already there, adds its own after them, and returns that array', () => {
    const earlier = { start: 0, end: 1 };
    const value = 'http://unix:/tmp/a.sock:/users/:id/x?q=%s';
    const uri = parseUriReference(value);
    const out = [earlier];
    expect(patternHoles(value, uri, out)).toBe(out);
    expect(socketHoles(value, uri, out)).toBe(out);
    const template = 'https://x.example/{id}';
    expect(templateHoles(template, 0, template.length, out)).toBe(out);
    const [first, param, printf, socket, expression] = out;
    expect(first).toBe(earlier);
    expect([param, printf, socket].map((h) => value.slice(h.start, h.end))).toEqual([':id', '%s', 'unix:/tmp/a.sock:']);
    expect(template.slice(expression.start, expression.end)).toBe('{id}');
    expect(out).toHaveLength(5);
  });
});
