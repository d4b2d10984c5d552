import { afterEach, describe, expect, it } from 'vitest';
import { closeServers, fileUri, startServer } from '../tests/support/harness.js';

afterEach(closeServers);

describe('no-confusable-host in the editor', () => {
  const text = "fetch('https://xn--pple-43d.com/');\nfetch('https://bücher.de/');\n";

  it('publishes a diagnostic on the look-alike host, with the rule options from the settings', async () => {
    const h = await startServer({ configuration: () => ({ rules: { 'no-confusable-host': ['error', { protectedDomains: ['bucher.de'] }] } }) });
    const uri = fileUri('idn.js');
    const next = h.openAndPublish(uri, 'javascript', text);
    const { diagnostics } = await next;
    const own = diagnostics.filter((d) => d.code === 'no-confusable-host');
    expect(own.map((d) => [d.range.start.line, d.range.start.character, d.range.end.character])).toEqual([
      [0, 15, 31],
      [1, 15, 24],
    ]);
    expect(own[0].message).toContain('looks like `apple.com`');
    expect(own[1].message).toContain('looks like `bucher.de`');
    // The hover warns with the same protected domains as the diagnostic.
    const md = ((await h.hover(uri, 1, 20))!.contents as { value: string }).value;
    expect(md).toContain('looks like `bucher.de`');
  });

  it('hovers a suspicious host with its Unicode form, its Punycode form, its scripts and the warning', async () => {
    const h = await startServer();
    const uri = fileUri('idn.js');
    const next = h.openAndPublish(uri, 'javascript', text);
    await next;
    const md = ((await h.hover(uri, 0, 20))!.contents as { value: string }).value;
    expect(md).toContain('**Host** Unicode `аpple.com` · Punycode `xn--pple-43d.com` · scripts: Cyrillic, Latin');
    expect(md).toContain('⚠️ The host "xn--pple-43d.com" (аpple.com) looks like `apple.com`');
    const clean = ((await h.hover(uri, 1, 20))!.contents as { value: string }).value;
    expect(clean).toContain('**Host** Unicode `bücher.de` · Punycode `xn--bcher-kva.de` · scripts: Latin');
    expect(clean).not.toContain('⚠️');
  });
});
