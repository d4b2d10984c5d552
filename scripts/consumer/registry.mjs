// A stand-in for the npm registry, for the consumer test's "published" installs: it serves the
// packed @urilint/* tarballs as `npm publish` would have put them on the registry (a packument per
// package, with the tarball's own package.json, integrity and shasum; `latest` is the packed
// version), on 127.0.0.1. The apps point the @urilint scope at it
// (`npm_config_@urilint:registry`), so the README's `npm install` lines run as written and npm
// resolves the plugin's @urilint/core and @urilint/source dependencies by name, as after a
// release; every other package comes from the real registry. Nothing is written to disk.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package.json inside an npm tarball. */
function manifestOf(tarball) {
  const r = spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tar could not read package.json from ${tarball}: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/**
 * Serves `tarballs` (paths of `npm pack` output) in this process until `close()`. `requests` lists
 * the paths asked for, so that a test can tell that npm took a package from here.
 */
export async function serveRegistry(tarballs) {
  const packuments = new Map();
  const files = new Map();
  const requests = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]).slice(1);
    if (path === '-/requests') return void res.end(JSON.stringify(requests));
    requests.push(path);
    const file = files.get(path);
    const packument = packuments.get(path);
    if (req.method === 'GET' && file) {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': file.length });
      res.end(file);
    } else if (req.method === 'GET' && packument) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(packument));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'not found' }));
    }
  });
  // Idle connections stay open: the caller asks for `requests` minutes apart, and a socket the
  // server closed by its keep-alive timeout fails the next fetch on it ("other side closed").
  server.keepAliveTimeout = 0;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/`;
  for (const tarball of tarballs) {
    const data = readFileSync(tarball);
    const manifest = manifestOf(tarball);
    const { name, version } = manifest;
    const file = `${name}/-/${basename(tarball)}`;
    files.set(file, data);
    const dist = {
      tarball: url + file,
      integrity: `sha512-${createHash('sha512').update(data).digest('base64')}`,
      shasum: createHash('sha1').update(data).digest('hex'),
    };
    packuments.set(name, { _id: name, name, 'dist-tags': { latest: version }, versions: { [version]: { ...manifest, _id: `${name}@${version}`, dist } } });
  }
  return {
    url,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The same in a child process, for a caller that runs npm with spawnSync (which would block a
 * server in its own process): `requests()` fetches the paths asked for so far.
 */
export async function startRegistry(tarballs) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), ...tarballs], { stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', (code) => reject(new Error(`the registry stand-in exited ${code}`)));
  });
  return {
    url,
    requests: async () => (await fetch(`${url}-/requests`)).json(),
    close: () => {
      child.kill();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const registry = await serveRegistry(process.argv.slice(2));
  console.log(registry.url);
}
