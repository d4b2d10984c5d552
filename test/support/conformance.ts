import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Third-party conformance data copied into the repository (sources and licenses: its SOURCES.md). */
export const CONFORMANCE_DIR = fileURLToPath(new URL('../fixtures/conformance/', import.meta.url));

/** Reads a WPT-style JSON array, dropping its comment strings. */
export function readCases<T>(file: string): T[] {
  const data = JSON.parse(readFileSync(CONFORMANCE_DIR + file, 'utf8')) as unknown[];
  return data.filter((x): x is T => typeof x === 'object' && x !== null);
}
