import { describe, expect, it } from 'vitest';
import { analyze } from '../index.js';

const run = (text: string, context: 'absolute' | 'reference' = 'absolute', strictMediaTypes = true) =>
  analyze(text, { preset: 'none', context, rules: { 'no-dangerous-scheme': ['error', { strictMediaTypes }] } });

describe('no-dangerous-scheme: script schemes', () => {
  it('javascript:', () => {
    const [f, ...rest] = run('javascript:alert(1)');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ messageId: 'scriptScheme', start: 0, end: 11, severity: 'error' });
    expect(f.message).toBe('The "javascript:" URL runs script in the page that follows it.');
    expect(f.fix).toBeUndefined();
    expect(f.suggestions).toBeUndefined();
  });

  it.each([
    ['vbscript:msgbox(1)', 0, 9, 'vbscript'],
    ['VBScript:msgbox(1)', 0, 9, 'vbscript'],
    ['livescript:x', 0, 11, 'livescript'],
    ['JAVASCRIPT:alert(1)', 0, 11, 'javascript'],
  ])('%s', (text, start, end, scheme) => {
    expect(run(text)).toMatchObject([{ messageId: 'scriptScheme', start, end, data: { scheme } }]);
  });

  it('reads the scheme as a browser does: leading C0 controls and spaces, tab and newline inside, any case', () => {
    expect(run(' JaVa\tscript:alert(1)')).toMatchObject([{ start: 1, end: 13, data: { scheme: 'javascript' } }]);
    expect(run('java\nscript:alert(1)')).toMatchObject([{ start: 0, end: 12 }]);
    expect(run('\u0000\u001f javascript:x')).toMatchObject([{ start: 3, end: 14 }]);
    expect(run('java\r\nscript\t:x')).toMatchObject([{ start: 0, end: 14 }]);
    // A browser really does read these as javascript: URLs.
    expect(new URL(' JaVa\tscript:alert(1)').protocol).toBe('javascript:');
    expect(new URL('java\nscript:alert(1)').protocol).toBe('javascript:');
  });

  it('javascript:void(0) and javascript:; are still reported (they are still script URLs)', () => {
    expect(run('javascript:void(0)')).toHaveLength(1);
    expect(run('javascript:;')).toHaveLength(1);
  });

  it('in a URL context too', () => {
    expect(run('javascript:x', 'reference')).toHaveLength(1);
  });
});

describe('no-dangerous-scheme: data: URLs with a script-bearing media type', () => {
  it.each([
    ['data:text/html,<script>alert(1)</script>', 14, 'text/html'],
    ['data:TEXT/HTML;base64,PHNjcmlwdD4=', 14, 'text/html'],
    ['data:text/html;charset=utf-8,<b>', 14, 'text/html'],
    ['data:image/svg+xml;utf8,<svg onload=alert(1)>', 18, 'image/svg+xml'],
    ['data:application/xhtml+xml,<html/>', 26, 'application/xhtml+xml'],
    ['data:text/xml,<x/>', 13, 'text/xml'],
    ['data:application/xml,<x/>', 20, 'application/xml'],
    ['data:text/javascript,alert(1)', 20, 'text/javascript'],
    ['data:application/javascript;base64,YWxlcnQoMSk=', 27, 'application/javascript'],
    ['data:text/html', 14, 'text/html'],
    ['data:text/ht\tml,x', 15, 'text/html'],
  ])('%s', (text, end, mediaType) => {
    // In a URL context: a plain literal with a tab before its comma is text (detect.test.ts).
    const [f, ...rest] = run(text, 'reference');
    expect(rest).toEqual([]);
    expect(f).toMatchObject({ messageId: 'scriptData', start: 0, end, data: { mediaType } });
    expect(f.message).toBe(`The data: URL has the media type "${mediaType}", whose content can run script.`);
  });

  it.each(['data:,hello', 'data:text/plain,x', 'data:image/png;base64,iVBORw0KGgo=', 'data:application/json,{}', 'data:text/css,a{}', 'data:;base64,YQ=='])(
    'a harmless media type: %s',
    (text) => expect(run(text)).toEqual([]),
  );

  it.each([
    ['data:text/javascript,alert(1)'],
    ['data:image/svg+xml;base64,PHN2Zy8+'],
  ])('by default leaves script resources and SVG images alone (they run only where code loads them as script): %s', (text) => {
    expect(run(text, 'absolute', false)).toEqual([]);
  });

  it('by default still reports documents that run script: %s', () => {
    expect(run('data:text/html,<b>', 'absolute', false)).toHaveLength(1);
    expect(run('data:application/xhtml+xml,<html/>', 'absolute', false)).toHaveLength(1);
  });

  it('a placeholder media type is unknown', () => {
    expect(run('data:${type},x')).toEqual([]);
  });
});

describe('no-dangerous-scheme: negatives', () => {
  it.each(['https://javascript.info/', 'https://x.io/?next=javascript:alert(1)', 'javascriptx:y', 'mailto:a@b.c', '/javascript/x'])('%s', (text) => {
    expect(run(text)).toEqual([]);
    expect(run(text, 'reference')).toEqual([]);
  });

  it('is in the recommended set', () => {
    expect(analyze('javascript:alert(1)').map((f) => f.ruleId)).toContain('no-dangerous-scheme');
  });
});
