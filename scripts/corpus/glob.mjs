// Path globs of the corpus manifest: `**` (any number of folders), `*` (within one name), `?`,
// `{a,b}`. A few lines instead of a dependency.

/** The regular-expression text of one glob character (or `**` / `**\/`), and how many it used. */
function translate(glob, i, braces) {
  const c = glob[i];
  if (c === '*' && glob[i + 1] === '*') {
    // `**/` matches zero or more folders; `**` elsewhere matches the rest of the path.
    return glob[i + 2] === '/' ? ['(?:[^/]*/)*', 3] : ['.*', 2];
  }
  if (c === '*') return ['[^/]*', 1];
  if (c === '?') return ['[^/]', 1];
  if (c === '{') return ['(?:', 1];
  if (c === '}' && braces > 0) return [')', 1];
  if (c === ',' && braces > 0) return ['|', 1];
  return [c.replace(/[.+^$()|[\]\\{}]/g, '\\$&'), 1];
}

/** A regular expression that matches the whole of a `/`-separated path against one glob. */
export function globToRegExp(glob) {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; ) {
    const [text, used] = translate(glob, i, braces);
    if (text === '(?:') braces++;
    if (text === ')') braces--;
    out += text;
    i += used;
  }
  return new RegExp('^' + out + '$');
}

/** A test of a path against include globs minus exclude globs. */
export function pathFilter(include, exclude) {
  const inc = include.map(globToRegExp);
  const exc = exclude.map(globToRegExp);
  return (path) => inc.some((r) => r.test(path)) && !exc.some((r) => r.test(path));
}
