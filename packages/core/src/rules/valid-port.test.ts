import { describe, expect, it } from 'vitest';
import { analyze, applyEdits } from '../index.js';

const run = (text: string, options?: Record<string, unknown>) =>
  analyze(text, { preset: 'none', rules: { 'valid-port': options ? ['error', options] : 'error' } });

const fixed = (text: string): string => applyEdits(text, run(text).flatMap((f) => f.fix ?? []));

describe('valid-port', () => {
  it('reports a non-digit port on the port', () => {
    const [f, ...rest] = run('http://example.com:8o/');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ ruleId: 'valid-port', messageId: 'nonDigit', start: 19, end: 21, message: 'The port "8o" is not a decimal number.' });
    expect(f.fix).toBeUndefined();
  });

  it('reports a port above 65535 (WHATWG port-out-of-range)', () => {
    expect(run('http://h:65536/')).toMatchObject([{ messageId: 'outOfRange', start: 9, end: 14 }]);
    expect(run('http://h:99999999999999999999/')).toMatchObject([{ messageId: 'outOfRange' }]);
    expect(run('http://h:065536/')).toMatchObject([{ messageId: 'outOfRange' }]);
    expect(run('http://h:65535/')).toEqual([]);
  });

  it('fixes leading zeros by dropping them (same port for every parser)', () => {
    const [f] = run('http://h:0080/x');
    expect(f).toMatchObject({ messageId: 'leadingZeros', start: 9, end: 11 });
    expect(fixed('http://h:0080/x')).toBe('http://h:80/x');
    expect(fixed('http://h:000/x')).toBe('http://h:0/x');
    expect(fixed('foo://h:08080/')).toBe('foo://h:8080/');
    // WHATWG agrees: the port value is the same number.
    expect(new URL('foo://h:08080/').port).toBe(new URL('foo://h:8080/').port);
  });

  it('fixes an empty port by dropping the ":" (RFC 3986 §6.2.3)', () => {
    const [f] = run('http://example.com:/a');
    expect(f).toMatchObject({ messageId: 'emptyPort', start: 18, end: 19, fix: [{ start: 18, end: 19, text: '' }] });
    expect(fixed('http://example.com:/a')).toBe('http://example.com/a');
    expect(new URL('http://example.com:/a').href).toBe(new URL('http://example.com/a').href);
    expect(fixed('foo://h:?q')).toBe('foo://h?q');
  });

  it('leaves a drive letter alone, which browsers read where a file: URL\'s host goes', () => {
    // WHATWG moves "D:" into the path: neither a host nor a port (valid-scheme-syntax reports it).
    expect(new URL('file://D:/x').href).toBe('file:///D:/x');
    expect(run('file://D:/x')).toEqual([]);
    expect(run('file://d:/x')).toEqual([]);
  });

  it('only suggests dropping the ":" of "//D:/" in a reference, a drive letter against a file: base', () => {
    const base = 'file:///C:/dir/page';
    expect(new URL('//D:/x', base).href).toBe('file:///D:/x');
    expect(new URL('//D/x', base).href).toBe('file://d/x');
    const [f] = analyze('//D:/x', { preset: 'none', rules: { 'valid-port': 'error' }, context: 'reference' });
    expect(f).toMatchObject({ messageId: 'emptyPort', start: 3, end: 4 });
    expect(f.fix).toBeUndefined();
    expect(applyEdits('//D:/x', f.suggestions![0].edits)).toBe('//D/x');
    // A longer host is no drive letter: the fix stays.
    expect(analyze('//dd:/x', { preset: 'none', rules: { 'valid-port': 'error' }, context: 'reference' })[0].fix).toEqual([{ start: 4, end: 5, text: '' }]);
  });

  it('suggests removing a port on a scheme that has none (file)', () => {
    const [f] = run('file://host:80/etc/hosts');
    expect(f).toMatchObject({ messageId: 'noPortForScheme', start: 11, end: 14, message: 'A file URL has no port.' });
    expect(f.fix).toBeUndefined();
    expect(applyEdits('file://host:80/etc/hosts', f.suggestions![0].edits)).toBe('file://host/etc/hosts');
    expect(run('file://host:/x')).toMatchObject([{ messageId: 'noPortForScheme' }]);
  });
});

describe('valid-port', () => {
  it('suggests, never fixes, a scheme/port mismatch', () => {
    const cases: Array<[string, string, string, string]> = [
      ['https://h:80/x', 'http://h/x', 'https://h/x', 'Port 80 is the default port of http, not of https.'],
      ['http://h:443/x', 'https://h/x', 'http://h/x', 'Port 443 is the default port of https, not of http.'],
      ['ws://h:443/x', 'wss://h/x', 'ws://h/x', 'Port 443 is the default port of wss, not of ws.'],
      ['wss://h:80/x', 'ws://h/x', 'wss://h/x', 'Port 80 is the default port of ws, not of wss.'],
      ['HTTPS://h:80', 'HTTP://h', 'HTTPS://h', 'Port 80 is the default port of http, not of https.'],
    ];
    for (const [text, switched, removed, message] of cases) {
      const findings = run(text);
      expect(findings).toHaveLength(1);
      const [f] = findings;
      expect(f.messageId).toBe('schemeMismatch');
      expect(f.message).toBe(message);
      expect(f.fix).toBeUndefined();
      expect(text.slice(f.start, f.end)).toMatch(/^(80|443)$/);
      expect(f.suggestions!.map((s) => applyEdits(text, s.edits))).toEqual([switched, removed]);
    }
  });

  it('does not report valid ports', () => {
    for (const text of ['http://h:8080/', 'https://h:8443/', 'http://h:80/', 'https://h:443/', 'http://[::1]:3000/', 'ssh://git@h:22/x', 'http://h:0/', 'redis://h:6379']) {
      expect(run(text), text).toEqual([]);
    }
  });

  it('port 0 is accepted by default and reported with allowPortZero: false', () => {
    expect(run('http://127.0.0.1:0/')).toEqual([]);
    expect(run('http://127.0.0.1:0/', { allowPortZero: false })).toMatchObject([{ messageId: 'portZero', start: 17, end: 18 }]);
    expect(analyze('http://127.0.0.1:0/', { preset: 'strict' }).filter((f) => f.ruleId === 'valid-port')).toMatchObject([{ messageId: 'portZero' }]);
  });

  it('leaves template placeholders and concatenation tails alone', () => {
    expect(run('http://h:${port}/x')).toEqual([]);
    expect(run('http://h:{port}/x')).toEqual([]);
    expect(run('http://h:8${x}/')).toEqual([]);
    const text = 'http://h:';
    expect(analyze(text + '/', { preset: 'none', rules: { 'valid-port': 'error' }, holes: [{ start: 9, end: 9 }] })).toEqual([]);
  });

  it('leaves multi-host database URLs and unbracketed IPv6 (valid-host reports it) alone', () => {
    expect(run('mongodb://a:27017,b:27017/db')).toEqual([]);
    expect(run('postgresql://host1:123,host2:456/somedb')).toEqual([]);
    expect(run('http://2001:db8::1/')).toEqual([]);
  });

  it('treats relative network-path references in URL context', () => {
    expect(analyze('//h:08/x', { context: 'reference', preset: 'none', rules: { 'valid-port': 'error' } })).toMatchObject([
      { messageId: 'leadingZeros', start: 4, end: 5 },
    ]);
  });
});

describe('valid-port: scp-like git remotes', () => {
  it('reads what follows "user@host:" of a git remote as its path, and a port anywhere else', () => {
    expect(run('git+ssh://git@github.com:org/repo.git#v1.2.3')).toEqual([]);
    expect(run('git+ssh://user@host:repo.git')).toEqual([]);
    expect(run('ssh://git@github.com:3b1b/manim.git')).toEqual([]);
    expect(run('ssh://example.com:8o')).toMatchObject([{ messageId: 'nonDigit' }]);
    expect(run('ssh://example.com:8o/')).toMatchObject([{ messageId: 'nonDigit' }]);
    expect(run('git://h:8o/x')).toMatchObject([{ messageId: 'nonDigit' }]);
    expect(run('https://example.com:org/repo')).toMatchObject([{ messageId: 'nonDigit' }]);
  });
});
