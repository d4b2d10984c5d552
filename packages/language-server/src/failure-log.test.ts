/**
 * A document whose analysis fails is logged once while it keeps failing, not once a version (a
 * line a keystroke in the client's output), and again after it was analyzed in between: a
 * document that does not parse, and an internal error, once per message (an error is never swallowed: a new one is logged).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from './languages/json.js';
import { closeServers, fileUri, startServer, type Harness } from '../tests/support/harness.js';

afterEach(async () => {
  vi.restoreAllMocks();
  await closeServers();
});

/** Replaces the document's whole text and waits for the publish of the version it makes. */
async function replace(h: Harness, uri: string, text: string): Promise<void> {
  const published = h.nextDiagnostics(uri, h.docs.get(uri)!.version + 1);
  h.change(uri, [{ text }]);
  await published;
}

describe('a failed analysis in the log', () => {
  it('an internal error: once per message while the document keeps failing, again after an analysis in between', async () => {
    const h = await startServer();
    const uri = fileUri('data.json');
    const notices = (): string[] => h.logs.filter((l) => l.includes(`cannot analyze ${uri}`));
    await h.openAndPublish(uri, 'json', '{"a": "http://a.example/"}');
    const extract = vi.spyOn(json, 'extract').mockImplementation(() => {
      throw new TypeError('planted extraction bug');
    });
    await replace(h, uri, '{"a": "http://b.example/"}');
    await replace(h, uri, '{"a": "http://c.example/"}');
    await replace(h, uri, '{"a": "http://d.example/"}');
    expect(notices()).toHaveLength(1);
    expect(notices()[0]).toContain('(version 2): planted extraction bug');
    // another error while it fails: logged too
    extract.mockImplementation(() => {
      throw new RangeError('another planted bug');
    });
    await replace(h, uri, '{"a": "http://e.example/"}');
    expect(notices()).toHaveLength(2);
    expect(notices()[1]).toContain('(version 5): another planted bug');
    // analyzed, then failing again with the first error: logged again
    extract.mockRestore();
    await replace(h, uri, '{"a": "http://f.example/"}');
    vi.spyOn(json, 'extract').mockImplementation(() => {
      throw new TypeError('planted extraction bug');
    });
    await replace(h, uri, '{"a": "http://g.example/"}');
    expect(notices()).toHaveLength(3);
    expect(notices()[2]).toContain('(version 7): planted extraction bug');
  });
});
