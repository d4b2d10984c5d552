/**
 * The large file of the VS Code end-to-end test: a TypeScript file of 900 blocks, each
 * with one default port (a warning), 190 KB, which the server opens in chunks, top first. VS Code
 * pulls diagnostics: it gets the top of the file at its first pull, and the rest after the
 * server's `workspace/diagnostic/refresh`; the status bar's count of warnings shows both steps.
 */

export const BIG_BLOCKS = 900;

export const BIG = Array.from(
  { length: BIG_BLOCKS },
  (_, n) =>
    `/** Item ${n}: where it lives. */\nexport interface Item${n} {\n  id: number;\n  name: string;\n}\n` +
    `export const item${n}: Item${n} & { url: string } = { id: ${n}, name: 'item ${n}', url: "https://example.com:443/items/${n}" };\n`,
).join('');

/**
 * The values `read` gives (the warnings of the status bar), each with the ms since the call when
 * first seen, read every ~25 ms while `open` runs and after, until one reaches `target` (or 60 s).
 */
export async function valuesWhile(read: () => Promise<number>, target: number, open: () => Promise<void>): Promise<Array<{ ms: number; value: number }>> {
  const seen: Array<{ ms: number; value: number }> = [];
  const t = Date.now();
  let done = false;
  const watching = (async () => {
    while (!done && Date.now() - t < 60_000) {
      const value = await read().catch(() => seen.at(-1)?.value ?? -1);
      if (seen.at(-1)?.value !== value) seen.push({ ms: Date.now() - t, value });
      if (value >= target) break;
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  await open();
  await watching.finally(() => (done = true));
  return seen;
}
