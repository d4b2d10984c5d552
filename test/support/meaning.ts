/**
 * An independent check that a fix keeps a URL's meaning, through Node's WHATWG `URL`: the two
 * parse alike, component by component, up to what RFC 3986 §6.2.2 calls equivalent (case of
 * percent hex, percent-encoded unreserved characters, a raw character versus its UTF-8
 * percent-encoding). Components are compared as the octets they decode to.
 */
function decodeOctets(s: string): string {
  const bytes: number[] = [];
  const raw = Buffer.from(s, 'utf8');
  for (let i = 0; i < raw.length; i++) {
    const b = raw[i];
    if (b === 0x25 && i + 2 < raw.length && /^[0-9a-fA-F]{2}$/.test(String.fromCharCode(raw[i + 1], raw[i + 2]))) {
      bytes.push(parseInt(String.fromCharCode(raw[i + 1], raw[i + 2]), 16));
      i += 2;
    } else bytes.push(b);
  }
  return Buffer.from(bytes).toString('latin1');
}

export interface MeaningComparison {
  same: boolean;
  detail?: string;
}

export function sameMeaning(before: string, after: string): MeaningComparison {
  let a: URL;
  try {
    a = new URL(before);
  } catch {
    return { same: true, detail: 'before does not parse: nothing to compare' };
  }
  let b: URL;
  try {
    b = new URL(after);
  } catch {
    return { same: false, detail: `after no longer parses: ${after}` };
  }
  const parts = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
  for (const p of parts) {
    const x = p === 'protocol' || p === 'hostname' || p === 'port' ? a[p] : decodeOctets(a[p]);
    const y = p === 'protocol' || p === 'hostname' || p === 'port' ? b[p] : decodeOctets(b[p]);
    if (x !== y) return { same: false, detail: `${p}: ${JSON.stringify(a[p])} vs ${JSON.stringify(b[p])}` };
  }
  return { same: true };
}
