/** JSON, JSONC and Markdown documents: where their URLs are, escapes mapped to source, fixes that keep the file valid. */
import { afterEach, describe, expect, it } from 'vitest';
import { FIX_ALL_KIND } from './index.js';
import { closeServers, fileUri, startServer } from '../tests/support/harness.js';
import { byRule } from '../tests/support/samples.js';

afterEach(closeServers);

describe('languages', () => {
  it('JSON: string values, escapes mapped, keys ignored; fixes keep valid JSON', async () => {
    const h = await startServer();
    const uri = fileUri('p.json');
    const text = '{\n  "http://key.com:80/": "http://x.com:80/caf\\u00e9<x",\n  "$schema": "http://json-schema.org/draft-07/schema#"\n}\n';
    const next = h.openAndPublish(uri, 'json', text);
    const { diagnostics } = await next;
    expect(byRule(diagnostics)[0]).toBe('no-default-port@1:37-1:40');
    // `\u00e9<x`: the escape's source text and the "<" (one finding or two, as the core groups them)
    const unencoded = diagnostics.filter((d) => d.code === 'no-unencoded-characters');
    expect([unencoded[0].range.start.character, unencoded.at(-1)!.range.end.character]).toEqual([44, 51]);
    const actions = await h.codeActions(uri, diagnostics[0].range, [], [FIX_ALL_KIND]);
    const fixed = h.apply(actions[0].edit!);
    expect(JSON.parse(fixed)).toEqual({ 'http://key.com:80/': 'http://x.com/caf%C3%A9%3Cx', $schema: 'http://json-schema.org/draft-07/schema#' });
  });

  it('JSONC: comments and trailing commas; directive comments honoured', async () => {
    const h = await startServer();
    const uri = fileUri('tsconfig.json');
    const text = '{\n  // eslint-disable-next-line urilint/no-default-port\n  "a": "http://x.com:80/",\n  "b": "http://y.com:80/", /* c */\n}\n';
    const next = h.openAndPublish(uri, 'jsonc', text);
    expect(byRule((await next).diagnostics)).toEqual(['no-default-port@3:20-3:23']);
  });

  it('Markdown: link destinations, definitions and autolinks, escapes mapped', async () => {
    const h = await startServer();
    const uri = fileUri('README.md');
    const text = [
      '# Title',
      '',
      'A [link](http://a.com:80/x\\(1\\)) and ![img](<http://b.com/a b.png>) and <HTTP://C.com/>.',
      '',
      '[ref]: https://d.com/caf&eacute;',
      '',
      '```js',
      'fetch("http://e.com:80/")',
      '```',
      '',
      '<!-- eslint-disable-next-line urilint/no-default-port -->',
      'Also [this](http://f.com:80/).',
      '',
    ].join('\n');
    const next = h.openAndPublish(uri, 'markdown', text);
    const { diagnostics } = await next;
    expect(byRule(diagnostics)).toEqual([
      'no-default-port@2:21-2:24',
      'no-unencoded-characters@2:59-2:60',
      'prefer-normalized@2:73-2:77',
      'prefer-normalized@2:80-2:81',
      'no-unencoded-characters@4:24-4:32',
    ]);
    const actions = await h.codeActions(uri, diagnostics[0].range, [], [FIX_ALL_KIND]);
    expect(h.apply(actions[0].edit!).split('\n')[2]).toBe('A [link](http://a.com/x\\(1\\)) and ![img](<http://b.com/a%20b.png>) and <http://c.com/>.');
  });
});
