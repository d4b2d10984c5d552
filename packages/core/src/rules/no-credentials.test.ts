import { describe, expect, it } from 'vitest';
import { analyze, applyEdits, type Finding } from '../index.js';

const run = (text: string, options?: Record<string, unknown>) =>
  analyze(text, { preset: 'none', rules: { 'no-credentials': options ? ['error', options] : 'error' } });

/** Every string a user or tool sees: messages, data, suggestion messages and data. */
function visibleStrings(findings: Finding[]): string[] {
  const out: string[] = [];
  for (const f of findings) {
    out.push(f.message, ...Object.values(f.data ?? {}));
    for (const s of f.suggestions ?? []) out.push(s.message, ...Object.values(s.data ?? {}));
  }
  return out;
}

describe('no-credentials', () => {
  it('reports a password on the password, and suggests removing the userinfo', () => {
    const text = 'https://admin:s3cr3t-Pa55@example.com/';
    const findings = run(text);
    expect(findings).toHaveLength(1);
    const [f] = findings;
    expect(f).toMatchObject({ messageId: 'password', start: 14, end: 25 });
    expect(text.slice(f.start, f.end)).toBe('s3cr3t-Pa55');
    expect(f.fix).toBeUndefined();
    expect(f.suggestions!.map((s) => applyEdits(text, s.edits))).toEqual(['https://example.com/']);
  });

  it('never repeats the secret in a message or data value', () => {
    for (const text of [
      'https://admin:s3cr3t-Pa55@example.com/',
      'postgres://app:s3cr3t-Pa55@db.internal:5432/app',
      'ftp://user:s3cr3t-Pa55@ftp.example.com/',
      'https://example.com:s3cr3t-Pa55@evil.example/',
      'redis://:s3cr3t-Pa55@cache:6379',
    ]) {
      const findings = run(text);
      expect(findings.length, text).toBeGreaterThan(0);
      for (const s of visibleStrings(findings)) expect(s, text).not.toContain('s3cr3t');
    }
  });

  it('for other schemes, suggests removing the password only or the whole userinfo', () => {
    const text = 'postgres://app:hunter2@db/app';
    const [f] = run(text);
    expect(f).toMatchObject({ messageId: 'password', start: 15, end: 22 });
    expect(f.suggestions!.map((s) => applyEdits(text, s.edits))).toEqual(['postgres://app@db/app', 'postgres://db/app']);
  });

});

describe('no-credentials: a user name alone', () => {
  it('reports any userinfo in an http(s)/ws(s) URL that fetch() requests: it throws on one', () => {
    const fetched = (text: string) => analyze(text, { preset: 'none', context: 'reference', fetched: true, rules: { 'no-credentials': 'error' } });
    const text = 'https://user@example.com/';
    expect(fetched(text)).toMatchObject([
      { messageId: 'userinfo', start: 8, end: 12, message: 'Remove the user name from this https URL: fetch() rejects a URL with credentials.' },
    ]);
    expect(applyEdits(text, fetched(text)[0].suggestions![0].edits)).toBe('https://example.com/');
    expect(fetched('ws://user@h/')).toMatchObject([{ messageId: 'userinfo' }]);
    // An empty userinfo: `http://@host/` (WHATWG invalid-credentials), reported on the "@".
    expect(fetched('http://@example.com/')).toMatchObject([{ messageId: 'userinfo', start: 7, end: 8 }]);
    expect(applyEdits('http://@example.com/', fetched('http://@example.com/')[0].suggestions![0].edits)).toBe('http://example.com/');
    // A user name with an empty password is a user name.
    expect(fetched('https://user:@example.com/')).toMatchObject([{ messageId: 'userinfo', start: 8, end: 13 }]);
    expect(analyze(text, { preset: 'none', context: 'reference', fetched: true, rules: { 'no-credentials': ['error', { allowUsernameOnly: true }] } })).toEqual([]);
  });

  it('leaves a user name alone outside fetch(): an error-monitoring DSN\'s public key is no secret', () => {
    expect(run('https://public@o0.ingest.sentry.io/1337')).toEqual([]);
    expect(run('https://username@domain/123')).toEqual([]);
    expect(analyze('https://user@example.com/', { preset: 'none', context: 'reference', rules: { 'no-credentials': 'error' } })).toEqual([]);
    // A password is a secret wherever it is.
    expect(run('https://user:hunter2@example.com/')).toMatchObject([{ messageId: 'password' }]);
  });

});

describe('no-credentials: deceptive and file: userinfo', () => {
  it('explains the RFC 3986 §7.6 trick of a user name that reads like a host', () => {
    const text = 'https://google.com@evil.example/';
    expect(run(text)).toMatchObject([
      {
        messageId: 'deceptiveUserinfo',
        start: 8,
        end: 19,
        message: 'The user name "google.com" looks like a host, but this URL goes to "evil.example".',
      },
    ]);
    expect(applyEdits(text, run(text)[0].suggestions![0].edits)).toBe('https://evil.example/');
    expect(new URL(text).hostname).toBe('evil.example');
  });

  it('reports any userinfo in a file: URL, which RFC 8089 §2 does not have and browsers reject', () => {
    for (const url of ['file://admin@server/share', 'file://u:secret@server/share', 'file://@server/x']) expect(() => new URL(url), url).toThrow();
    const [f, ...rest] = run('file://admin@server/share');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ messageId: 'fileUserinfo', start: 7, end: 12, message: 'A file: URL has no user information (RFC 8089 §2), and browsers reject it.' });
    expect(applyEdits('file://admin@server/share', f.suggestions![0].edits)).toBe('file://server/share');
    const [secret] = run('file://u:secret@server/share');
    expect(secret.messageId).toBe('fileUserinfo');
    expect(JSON.stringify(secret)).not.toContain('secret');
    expect(run('file://@server/x')).toMatchObject([{ messageId: 'fileUserinfo', start: 7, end: 8 }]);
  });
});

describe('no-credentials', () => {
  it('accepts a user name alone outside http(s)/ws(s)', () => {
    for (const text of ['ssh://git@github.com/org/repo.git', 'ftp://anonymous@ftp.example.com/pub', 'ftp://foo:@host.com/', 'git+ssh://git@github.com/x']) {
      expect(run(text), text).toEqual([]);
    }
  });

  it('allowUsernameOnly accepts a user name without password in http(s)', () => {
    expect(run('https://user@example.com/', { allowUsernameOnly: true })).toEqual([]);
    expect(run('https://user:pw@example.com/', { allowUsernameOnly: true })).toMatchObject([{ messageId: 'password' }]);
  });

  it('does not report URLs without userinfo, nor placeholders', () => {
    for (const text of [
      'https://example.com/a@b',
      'https://example.com/?email=a@b.example',
      'mailto:user@example.com',
      'postgres://app:${PASSWORD}@db/app',
      'https://${TOKEN}@github.com/org/repo.git',
      'https://{user}:{password}@example.com/',
    ]) {
      expect(run(text), text).toEqual([]);
    }
  });

  it('still reports a literal password next to a placeholder user', () => {
    const text = 'postgres://${user}:hunter2@db/app';
    expect(run(text)).toMatchObject([{ messageId: 'password', start: 19, end: 26 }]);
  });
});
