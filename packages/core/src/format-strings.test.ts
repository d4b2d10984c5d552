import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.js';
import type { AnalyzeOptions } from './types.js';

/*
 * Format strings that build URLs: the full printf grammar of sprintf-js, C and Python
 * (positional arguments, flags, width, precision, named arguments) is a placeholder; a `%` that
 * merely stands next to such characters is a stray one; `%%` is a format string's own percent
 * sign only in a string that is a format string.
 */

const run = analyze;

const reference: AnalyzeOptions = { context: 'reference' };

/** The offsets of the `%` signs that no-invalid-percent-encoding reports. */
function strays(text: string, options: AnalyzeOptions = {}): number[] {
  return run(text, options)
    .filter((f) => f.ruleId === 'no-invalid-percent-encoding')
    .map((f) => f.start);
}

describe('printf conversions with a position, a name, a sign flag or a precision', () => {
  it.each([
    'https://api.example.com/users/%1$s/posts/%2$d',
    'https://maps.example.com/?lat=%.6f&lon=%.6f',
    'https://example.com/page/%-8s/x',
    'https://example.com/items/%+d',
    'https://example.com/tiles/%1$.2f/%2$.2f.png',
    'https://example.com/%(user)s/repos',
    'https://example.com/?id=%(id)d&sort=%(order)s',
  ])('%s is a format string, not broken percent-encoding', (text) => {
    expect(run(text)).toEqual([]);
  });

  it('a percent-encoded octet stays one even where it reads like a width (%5d is "]", %3D is "=")', () => {
    expect(run('https://example.com/?a%5d=1')).toEqual(expect.arrayContaining([expect.objectContaining({ ruleId: 'prefer-normalized' })]));
    expect(strays('https://example.com/?a%5d=1')).toEqual([]);
  });
});

describe('a "%" next to letters that only look like a conversion is a stray one', () => {
  it.each([
    'https://example.com/sale/50%-off',
    'https://example.com/deal/100%+free',
    'https://example.com/files/5%.json',
    'https://example.com/a%1$sale',
    'https://example.com/a%(name)sx',
    // A width or a 0 flag alone: as likely a broken percent-encoding.
    'https://example.com/img/%8s.png',
    'https://example.com/%3g/x',
    'https://example.com/%0g',
  ])('%s', (text) => {
    expect(strays(text)).toEqual([text.indexOf('%')]);
  });

  it('in a URL context too', () => {
    expect(strays('/sale/50%-off', reference)).toEqual([8]);
  });
});

describe('"%%" is a literal percent sign of a format string', () => {
  it.each(['https://example.com/?q=%s&discount=50%%', 'https://example.com/%d%%/%s', 'https://example.com/%1$s?rate=5%%'])('%s', (text) => {
    expect(run(text)).toEqual([]);
  });

  it('but not in a string that has no conversion', () => {
    const text = 'https://example.com/?discount=50%%';
    expect(strays(text)).toEqual([text.length - 2, text.length - 1]);
  });

  it('nor an odd "%" after the pairs', () => {
    const text = 'https://example.com/%s/%%%';
    expect(strays(text)).toEqual([text.length - 1]);
  });
});

describe('a password written as a printf conversion', () => {
  it.each(['https://user:%1$s@db.example.com/', 'https://%(user)s:%(password)s@db.example.com/'])('%s is still a password', (text) => {
    expect(run(text).map((f) => `${f.ruleId}/${f.messageId}`)).toEqual(['no-credentials/password']);
  });
});

describe('conversions are matched in linear time', () => {
  it.each([
    ['flags and zeros', 'https://example.com/' + ('%-' + '0'.repeat(20_000) + 'z').repeat(3)],
    ['a position that never ends', 'https://example.com/' + ('%1' + '1'.repeat(20_000) + 'z').repeat(3)],
    ['a precision that never ends', 'https://example.com/' + ('%.' + '9'.repeat(20_000) + '.').repeat(3)],
    ['percent signs', 'https://example.com/%s' + '%'.repeat(60_000)],
  ])('%s', (_name, text) => {
    const start = process.cpuUsage();
    run(text, { preset: 'all' });
    const used = process.cpuUsage(start);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });
});
