import { describe, expect, it } from 'vitest';
import { analyze, applyEdits } from '../index.js';

const run = (text: string, options?: Record<string, unknown>, extra: { identifier?: boolean } = {}) =>
  analyze(text, { preset: 'none', ...extra, rules: { 'no-insecure-scheme': options ? ['warn', options] : 'warn' } });

describe('no-insecure-scheme: clear-text schemes to public hosts', () => {
  it('http → https (suggestion, never a fix)', () => {
    const text = 'http://api.acme.io/v1';
    const [f, ...rest] = run(text);
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ messageId: 'insecure', start: 0, end: 4, severity: 'warn' });
    expect(f.message).toBe('The scheme "http" sends data to "api.acme.io" in clear text; use "https".');
    expect(f.fix).toBeUndefined();
    expect(f.suggestions).toHaveLength(1);
    expect(f.suggestions![0].message).toBe('Use "https".');
    expect(applyEdits(text, f.suggestions![0].edits)).toBe('https://api.acme.io/v1');
  });

  it.each([
    ['ws://chat.acme.io/socket', 'wss://chat.acme.io/socket'],
    ['ldap://dir.acme.io/o=acme', 'ldaps://dir.acme.io/o=acme'],
    ['irc://irc.libera.chat/#urilint', 'ircs://irc.libera.chat/#urilint'],
    ['HTTP://ACME.IO/', 'HTTPS://ACME.IO/'],
    ['http://acme.io:8080/x', 'https://acme.io:8080/x'],
  ])('%s → %s', (text, expected) => {
    const [f] = run(text);
    expect(applyEdits(text, f.suggestions![0].edits)).toBe(expected);
  });

  it('drops the clear-text default port with the scheme (no TLS to port 80)', () => {
    const text = 'http://acme.io:80/x';
    expect(applyEdits(text, run(text)[0].suggestions![0].edits)).toBe('https://acme.io/x');
    const ldap = 'ldap://dir.acme.io:389/';
    expect(applyEdits(ldap, run(ldap)[0].suggestions![0].edits)).toBe('ldaps://dir.acme.io/');
  });

  it.each(['ftp://ftp.acme.io/pub/f.tgz', 'telnet://bbs.acme.io', 'gopher://gopher.floodgap.com/1/', 'imap://mail.acme.io/INBOX', 'pop://mail.acme.io', 'smtp://mail.acme.io', 'nntp://news.acme.io/comp.lang.c'])(
    'no secure counterpart to suggest: %s',
    (text) => {
      const [f] = run(text);
      expect(f.messageId).toBe('insecureNoCounterpart');
      expect(f.start).toBe(0);
      expect(f.end).toBe(text.indexOf(':'));
      expect(f.suggestions).toBeUndefined();
    },
  );

  it('public IP addresses are reported', () => {
    expect(run('http://8.8.8.8/')).toHaveLength(1);
    expect(run('http://172.32.0.1/')).toHaveLength(1);
    expect(run('http://[2001:4860:4860::8888]/')).toHaveLength(1);
  });

  it('the message names the host but never the credentials', () => {
    const [f] = run('http://bob:hunter2@acme.io/');
    expect(f.message).not.toContain('hunter2');
    expect(f.message).toContain('"acme.io"');
  });
});

describe('no-insecure-scheme: hosts that are never reported', () => {
  it.each([
    // loopback
    'http://localhost:3000/api', 'http://LOCALHOST/', 'http://app.localhost/', 'http://127.0.0.1:8080/', 'http://127.8.9.10/',
    'http://127.1/', 'http://0x7f.0.0.1/', 'http://[::1]:8080/', 'http://0.0.0.0:8080/', 'http://[::]/',
    // link-local and cloud metadata
    'http://169.254.169.254/latest/meta-data/', 'http://metadata.google.internal/computeMetadata/v1/', 'http://[fe80::1%25eth0]/',
    // private networks
    'http://10.1.2.3/', 'http://172.16.0.1/', 'http://172.31.255.1/', 'http://192.168.1.1/', 'http://[fd00::1]/', 'http://[::ffff:192.168.0.1]/',
    'http://printer.local/', 'http://router.lan/', 'http://nas.home.arpa/', 'http://ci.corp/', 'http://svc.internal/',
    'http://host.docker.internal:8080/', 'http://api.default.svc.cluster.local/', 'http://db:5432', 'http://intranet/',
    // RFC 2606 / RFC 6761 / RFC 5737 documentation names
    'http://example.com/', 'http://www.example.org/', 'http://api.example.net/', 'http://foo.test/', 'http://x.example/', 'http://x.invalid/',
    'http://192.0.2.1/', 'http://198.51.100.7/', 'http://203.0.113.9/', 'http://[2001:db8::1]/',
    // identifier URIs
    'http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xhtml', 'http://purl.org/dc/elements/1.1/', 'http://xmlns.com/foaf/0.1/',
    'http://schemas.xmlsoap.org/soap/envelope/', 'http://ns.adobe.com/xap/1.0/', 'http://json-schema.org/draft-07/schema#', 'http://schema.org',
    'http://java.sun.com/xml/ns/javaee', 'http://maven.apache.org/POM/4.0.0',
    // secure schemes
    'https://acme.io/', 'wss://acme.io/', 'sftp://acme.io/', 'ldaps://acme.io/',
  ])('%s', (text) => expect(run(text)).toEqual([]));

  it('a bare "http://" constant is not a URL', () => {
    expect(run('http://')).toEqual([]);
  });

  it('an identifier value (xmlns, createElementNS) is never reported', () => {
    expect(run('http://acme.io/ns/v1', undefined, { identifier: true })).toEqual([]);
    expect(run('http://acme.io/ns/v1')).toHaveLength(1);
  });

  it('a placeholder host is unknown', () => {
    expect(run('http://${host}/api')).toEqual([]);
    expect(run('http://api.{domain}/x')).toEqual([]);
    expect(run('http://{host}:8080/')).toEqual([]);
  });

  it('java.sun.com is an identifier host only under /xml/ns', () => {
    expect(run('http://java.sun.com/download')).toHaveLength(1);
  });
});

describe('no-insecure-scheme: options', () => {
  it('allowHosts: exact names, case-insensitive', () => {
    expect(run('http://legacy.acme.io/x', { allowHosts: ['LEGACY.acme.io'] })).toEqual([]);
    expect(run('http://other.acme.io/x', { allowHosts: ['legacy.acme.io'] })).toHaveLength(1);
  });

  it('allowHosts: *.suffix matches subdomains, not the name itself', () => {
    expect(run('http://a.b.acme.io/', { allowHosts: ['*.acme.io'] })).toEqual([]);
    expect(run('http://acme.io/', { allowHosts: ['*.acme.io'] })).toHaveLength(1);
    expect(run('http://notacme.io/', { allowHosts: ['*.acme.io'] })).toHaveLength(1);
  });

  it('allowHosts: IP addresses, with or without brackets', () => {
    expect(run('http://8.8.8.8/', { allowHosts: ['8.8.8.8'] })).toEqual([]);
    expect(run('http://[2001:4860::1]/', { allowHosts: ['2001:4860::1'] })).toEqual([]);
  });

  it('allowPatterns: searched in the whole URL', () => {
    expect(run('http://acme.io/legacy/x', { allowPatterns: ['^http://acme\\.io/legacy/'] })).toEqual([]);
    expect(run('http://acme.io/new/x', { allowPatterns: ['^http://acme\\.io/legacy/'] })).toHaveLength(1);
    expect(run('http://acme.io/new/x', { allowPatterns: ['[invalid'] })).toHaveLength(1);
  });

  it('is not in the recommended set, is in strict', () => {
    expect(analyze('http://acme.io/').map((f) => f.ruleId)).not.toContain('no-insecure-scheme');
    expect(analyze('http://acme.io/', { preset: 'strict' }).map((f) => f.ruleId)).toContain('no-insecure-scheme');
  });
});
