/** Hover on a URL: its components without the password, and its normal form, in every file type. */
import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, fileUri, startServer } from '../tests/support/harness.js';

afterEach(closeServers);

describe('hover', () => {
  it('shows the components without the password, and the normal form', async () => {
    const h = await startServer();
    const uri = fileUri('h.js');
    const text = "const u = 'HTTPS://Bob:hunter2@Example.COM:8443/a/./b/../c%7e?q=1#Frag';\n";
    const next = h.openAndPublish(uri, 'javascript', text);
    await next;
    const hover = await h.hover(uri, 0, 30);
    const md = (hover!.contents as { value: string }).value;
    expect(md).toContain('| scheme | `HTTPS` |');
    expect(md).toContain('| userinfo | `Bob (password hidden)` |');
    expect(md).toContain('| host | `Example.COM` |');
    expect(md).toContain('| port | `8443` |');
    expect(md).toContain('| path | `/a/./b/../c%7e` |');
    expect(md).toContain('| query | `q=1` |');
    expect(md).toContain('| fragment | `Frag` |');
    // A password is an error (no-credentials) that no fix removes: no normal form until it is gone.
    expect(md).toContain('**Normal form** none until the error is fixed (no-credentials)');
    expect(md).not.toContain('hunter2');
    expect(hover!.range).toEqual({ start: { line: 0, character: 11 }, end: { line: 0, character: 70 } });
    expect(await h.hover(uri, 0, 3)).toBeNull();
  });

  it('works in Markdown and JSON', async () => {
    const h = await startServer();
    const md = fileUri('r.md');
    h.open(md, 'markdown', 'See [the docs](https://example.com/a/../b).\n');
    const hover = await h.hover(md, 0, 20);
    expect((hover!.contents as { value: string }).value).toContain('**Normal form** `https://example.com/b`');
    const js = fileUri('p.json');
    h.open(js, 'json', '{ "homepage": "https://example.com:443/" }');
    const hj = await h.hover(js, 0, 20);
    expect((hj!.contents as { value: string }).value).toContain('| port | `443` |');
  });
});
