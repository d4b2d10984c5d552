/**
 * The resynchronising reader (transport.ts): frames whose Content-Length lies in either
 * direction, header blocks without one, garbage, and frames cut anywhere.
 */
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { Message } from 'vscode-languageserver/node';
import { ResynchronizingMessageReader } from './transport.js';

function reader(): { input: PassThrough; messages: Message[]; errors: string[] } {
  const input = new PassThrough();
  const messages: Message[] = [];
  const errors: string[] = [];
  const r = new ResynchronizingMessageReader(input);
  r.onError((e) => errors.push(e.message));
  r.listen((m) => messages.push(m));
  return { input, messages, errors };
}

const request = (id: number, extra = ''): string => JSON.stringify({ jsonrpc: '2.0', id, method: 'm', params: { extra } });
const frame = (body: string, lie = 0, headers = ''): string => `${headers}Content-Length: ${Buffer.byteLength(body) + lie}\r\n\r\n${body}`;
const ids = (messages: Message[]): unknown[] => messages.map((m) => (m as { id?: unknown }).id);

describe('ResynchronizingMessageReader', () => {
  it('reads frames however the bytes are cut, with other headers and multi-byte text', () => {
    const { input, messages, errors } = reader();
    const bytes = Buffer.from(frame(request(1, 'é€😀')) + frame(request(2), 0, 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n') + frame(request(3)));
    for (let i = 0; i < bytes.length; i++) input.write(bytes.subarray(i, i + 1));
    expect(ids(messages)).toEqual([1, 2, 3]);
    expect((messages[0] as { params: { extra: string } }).params.extra).toBe('é€😀');
    expect(errors).toEqual([]);
  });

  it('a Content-Length too short: the message and every later one are read', () => {
    const { input, messages, errors } = reader();
    input.write(frame(request(1), -7) + frame(request(2)) + frame(request(3)));
    expect(ids(messages)).toEqual([1, 2, 3]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/wrong Content-Length.*read anyway/);
  });

  it('a Content-Length too short on the last frame: read without waiting for another', () => {
    const { input, messages } = reader();
    input.write(frame(request(1), -7));
    expect(ids(messages)).toEqual([1]);
  });

  it('a Content-Length too long: the message and the frame it swallowed are read', () => {
    const { input, messages, errors } = reader();
    input.write(frame(request(1), 30) + frame(request(2), 0, 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n') + frame(request(3)));
    expect(ids(messages)).toEqual([1, 2, 3]);
    expect(errors).toEqual([expect.stringMatching(/Content-Length.*read anyway/)]);
  });

  it('a Content-Length too long by more than a header line: the body ends where the next header starts', () => {
    const { input, messages, errors } = reader();
    input.write(frame(request(1), 300) + frame(request(2)) + frame(request(3)));
    expect(ids(messages)).toEqual([1, 2, 3]);
    expect(errors).toEqual([expect.stringMatching(/a Content-Length of \d+ for a body of \d+ bytes: the message was read anyway/)]);
  });

  it('a Content-Length far too long, the next frame arriving later: read as soon as its header comes', () => {
    const { input, messages } = reader();
    input.write(frame(request(1), 5_000_000));
    expect(messages).toEqual([]);
    input.write(frame(request(2)));
    expect(ids(messages)).toEqual([1, 2]);
  });

  it('a header block without Content-Length, and garbage: reported and skipped', () => {
    const { input, messages, errors } = reader();
    input.write('Content-Type: nonsense\r\n\r\n' + frame(request(1)) + 'garbage {]' + frame(request(2)) + frame('{"jsonrpc":"2.0","method":') + frame(request(3)));
    expect(ids(messages)).toEqual([1, 2, 3]);
    expect(errors).toEqual([
      expect.stringMatching(/header without Content-Length/),
      expect.stringMatching(/bytes before the next header.*not JSON.*skipped/),
      expect.stringMatching(/not JSON.*skipped/),
    ]);
  });

  it('a body that is not JSON with nothing after it: reported at once', () => {
    const { input, messages, errors } = reader();
    input.write(frame('{"jsonrpc":"2.0","method":'));
    expect(messages).toEqual([]);
    expect(errors).toEqual([expect.stringMatching(/not JSON/)]);
  });

  it('a 20 MB message in 64 KB chunks: each byte looked at once (well under a second)', () => {
    const { input, messages, errors } = reader();
    const big = Buffer.from(frame(request(1, 'x'.repeat(20_000_000))) + frame(request(2)));
    const t0 = process.cpuUsage();
    for (let i = 0; i < big.length; i += 65536) input.write(big.subarray(i, i + 65536));
    const used = process.cpuUsage(t0);
    expect(ids(messages)).toEqual([1, 2]);
    expect(errors).toEqual([]);
    expect((used.user + used.system) / 1000).toBeLessThan(1500);
  });
});
