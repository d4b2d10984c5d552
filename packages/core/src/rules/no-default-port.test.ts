import { describe, expect, it } from 'vitest';
import { analyze, applyEdits } from '../index.js';

const run = (text: string, options?: Record<string, unknown>) =>
  analyze(text, { preset: 'none', rules: { 'no-default-port': options ? ['warn', options] : 'warn' } });

describe('no-default-port', () => {
  it('fixes the default ports of WHATWG special schemes and RFC 1738 schemes', () => {
    const cases: Array<[string, string]> = [
      ['http://example.com:80/a', 'http://example.com/a'],
      ['https://example.com:443/a', 'https://example.com/a'],
      ['ws://example.com:80/socket', 'ws://example.com/socket'],
      ['wss://example.com:443/socket', 'wss://example.com/socket'],
      ['ftp://ftp.example.com:21/pub', 'ftp://ftp.example.com/pub'],
      ['gopher://gopher.example.com:70/1', 'gopher://gopher.example.com/1'],
      ['nntp://news.example.com:119/comp.lang/1', 'nntp://news.example.com/comp.lang/1'],
      ['telnet://host.example.com:23/', 'telnet://host.example.com/'],
      ['wais://wais.example.com:210/db', 'wais://wais.example.com/db'],
      ['prospero://p.example.com:1525/x', 'prospero://p.example.com/x'],
      ['HTTP://example.com:80', 'HTTP://example.com'],
      ['https://[::1]:443/', 'https://[::1]/'],
      ['https://user@example.com:443?q', 'https://user@example.com?q'],
    ];
    for (const [text, expected] of cases) {
      const findings = run(text);
      expect(findings, text).toHaveLength(1);
      const [f] = findings;
      expect(f.messageId).toBe('defaultPort');
      expect(f.severity).toBe('warn');
      expect(text.slice(f.start, f.end)).toMatch(/^:\d+$/);
      expect(applyEdits(text, f.fix!)).toBe(expected);
    }
  });

  it('the fix keeps what browsers parse for special schemes', () => {
    for (const text of ['http://example.com:80/a', 'https://example.com:443/a', 'ws://h:80/', 'wss://h:443/', 'ftp://h:21/']) {
      const [f] = run(text);
      expect(new URL(applyEdits(text, f.fix!)).href).toBe(new URL(text).href);
    }
  });

  it('reports exact offsets and a message naming port and scheme', () => {
    expect(run('http://example.com:80/')).toMatchObject([
      { start: 18, end: 21, message: 'The port 80 is the default port of http and can be omitted.', fix: [{ start: 18, end: 21, text: '' }] },
    ]);
  });

  it('reports a default port written with leading zeros, and fixes it away', () => {
    const [f] = run('http://h:0080/x');
    expect(f).toMatchObject({ messageId: 'defaultPort', start: 8, end: 13 });
    expect(applyEdits('http://h:0080/x', f.fix!)).toBe('http://h/x');
    // Together with valid-port, one pass of fixes converges (the fixes overlap: the leftmost wins).
    const both = analyze('http://h:0080/x', { preset: 'none', rules: { 'no-default-port': 'warn', 'valid-port': 'error' } });
    expect(both.map((x) => x.ruleId).sort()).toEqual(['no-default-port', 'valid-port']);
    expect(applyEdits('http://h:0080/x', both.flatMap((x) => x.fix ?? []))).toBe('http://h/x');
  });

  it('leaves the registered default ports of other schemes alone by default: connection strings are written so', () => {
    for (const text of ['redis://localhost:6379', 'postgres://db:5432/app', 'ldap://ldap.example.com:389/dc=example']) expect(run(text), text).toEqual([]);
  });

  it('suggests (never fixes) the IANA default ports of other schemes, with registeredDefaults', () => {
    const cases: Array<[string, string]> = [
      ['ldap://ldap.example.com:389/dc=example', 'ldap://ldap.example.com/dc=example'],
      ['redis://cache:6379/0', 'redis://cache/0'],
      ['postgresql://db:5432/app', 'postgresql://db/app'],
      ['mongodb://db:27017/app', 'mongodb://db/app'],
    ];
    for (const [text, expected] of cases) {
      const [f, ...rest] = run(text, { registeredDefaults: true });
      expect(rest).toEqual([]);
      expect(f.messageId).toBe('registeredDefaultPort');
      expect(f.fix).toBeUndefined();
      expect(applyEdits(text, f.suggestions![0].edits)).toBe(expected);
    }
    expect(run('redis://cache:6379/0', { registeredDefaults: false })).toEqual([]);
  });
});

describe('no-default-port', () => {
  it('does not report de facto (CAUTION) defaults, other ports or invalid ports', () => {
    for (const text of [
      'irc://irc.example.net:6667/chan',
      'sftp://h:22/x',
      'http://h:8080/',
      'https://h:80/',
      'http://h:443/',
      'http://h:/',
      'http://h:8o/',
      'http://h:65616/',
      'file://h:80/',
      'myapp://h:80/',
      'http://h/',
      'http://h:${port}/',
      'http://h:{port}/',
    ]) {
      expect(run(text), text).toEqual([]);
    }
  });
});
