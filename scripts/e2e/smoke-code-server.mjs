// Smoke test for the cached code-server + headless Chromium set-up
// (run scripts/e2e/setup-code-server.sh first). Run with the system Node:
//   node scripts/e2e/smoke-code-server.mjs
// Starts code-server on 127.0.0.1:<free port> with a temp user-data-dir and a temp
// folder holding a.js, opens it in /usr/bin/chromium (headless, via playwright-core),
// opens a.js with quick open, checks the editor shows its text, writes a screenshot to
// .cache/smoke.png, stops code-server (whole process group) and exits 0; exits 1 with a
// message on any failure, or after 120 s.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CACHE = join(ROOT, '.cache', 'code-server');
const NODE24 = join(CACHE, 'node24', 'node_modules', 'node', 'bin', 'node');
const ENTRY = join(CACHE, 'node_modules', 'code-server', 'out', 'node', 'entry.js');
const CHROMIUM = '/usr/bin/chromium';
const SCREENSHOT = join(ROOT, '.cache', 'smoke.png');
const OVERALL_TIMEOUT_MS = 120_000;
const FILE_TEXT = 'const greeting = "hello from urlint smoke";\nconsole.log(greeting);\n';
const EXPECTED = 'hello from urlint smoke';

for (const [what, path] of [['Node 24', NODE24], ['code-server', ENTRY], ['chromium', CHROMIUM]]) {
  if (!existsSync(path)) {
    console.error(`smoke: ${what} not found at ${path}; run scripts/e2e/setup-code-server.sh`);
    process.exit(1);
  }
}
const require = createRequire(join(CACHE, 'package.json'));
const { chromium } = require('playwright-core');

const tmp = mkdtempSync(join(tmpdir(), 'urlint-smoke-'));
const dataDir = join(tmp, 'data');
const extDir = join(tmp, 'extensions');
const folder = join(tmp, 'workspace');
const logFile = join(tmp, 'code-server.log');
mkdirSync(join(dataDir, 'User'), { recursive: true });
mkdirSync(extDir);
mkdirSync(folder);
writeFileSync(join(folder, 'a.js'), FILE_TEXT);
writeFileSync(
  join(dataDir, 'User', 'settings.json'),
  JSON.stringify(
    {
      'security.workspace.trust.enabled': false, // else the folder opens in Restricted Mode
      'workbench.startupEditor': 'none',
      'workbench.tips.enabled': false,
      'telemetry.telemetryLevel': 'off',
      'update.mode': 'none',
      'extensions.autoCheckUpdates': false,
      'chat.disableAIFeatures': true,
      'workbench.secondarySideBar.defaultVisibility': 'hidden',
    },
    null,
    2,
  ),
);

let server;
let browser;
let log = '';

function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  try {
    process.kill(-server.pid, 'SIGTERM'); // whole process group (detached: true)
  } catch {
    /* already gone */
  }
}

async function cleanup() {
  if (browser) await browser.close().catch(() => {});
  stopServer();
  if (server) {
    const exited = new Promise((resolve) => {
      if (server.exitCode !== null || server.signalCode !== null) resolve();
      else server.once('exit', resolve);
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-server.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  }
  writeFileSync(logFile, log);
  rmSync(tmp, { recursive: true, force: true });
}

function fail(message) {
  console.error(`smoke: FAIL: ${message}`);
  const tail = log.trim().split('\n').slice(-20).join('\n');
  if (tail) console.error(`--- code-server output (last lines) ---\n${tail}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForServer(url, deadline) {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`code-server exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(`code-server did not answer on ${url}`);
}

const overall = setTimeout(async () => {
  fail(`overall timeout of ${OVERALL_TIMEOUT_MS / 1000} s`);
  await cleanup().catch(() => {});
  process.exit(1);
}, OVERALL_TIMEOUT_MS);

async function main() {
  const t0 = Date.now();
  const port = await freePort();
  server = spawn(
    NODE24,
    [
      ENTRY,
      '--auth', 'none',
      '--bind-addr', `127.0.0.1:${port}`,
      '--disable-telemetry',
      '--disable-update-check',
      '--disable-workspace-trust',
      '--user-data-dir', dataDir,
      '--extensions-dir', extDir,
      folder,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/healthz`, Date.now() + 30_000);
  console.log(`smoke: code-server up on ${base} (pid ${server.pid}) after ${Date.now() - t0} ms`);

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${base}/?folder=${encodeURIComponent(folder)}`);
  await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
  // The explorer lists the folder once the workbench has connected to the server.
  await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 30_000 });
  console.log(`smoke: workbench ready after ${Date.now() - t0} ms`);

  // Quick open (Ctrl+P), type the file name, Enter.
  await page.locator('.monaco-workbench').click({ position: { x: 640, y: 400 } });
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 10_000 });
  await input.fill('a.js');
  await page.waitForSelector('.quick-input-list .monaco-list-row', { timeout: 10_000 });
  await page.keyboard.press('Enter');

  const lines = page.locator('.monaco-editor .view-lines').first();
  await lines.waitFor({ state: 'visible', timeout: 15_000 });
  const deadline = Date.now() + 15_000;
  let text = '';
  while (Date.now() < deadline) {
    // Monaco renders spaces as U+00A0.
    text = (await lines.textContent()).replace(/\u00a0/g, ' ');
    if (text.includes(EXPECTED)) break;
    await sleep(200);
  }
  if (!text.includes(EXPECTED)) throw new Error(`editor text ${JSON.stringify(text)} lacks ${JSON.stringify(EXPECTED)}`);
  console.log(`smoke: editor shows a.js after ${Date.now() - t0} ms`);

  mkdirSync(dirname(SCREENSHOT), { recursive: true });
  await page.screenshot({ path: SCREENSHOT });
  console.log(`smoke: screenshot ${SCREENSHOT}`);
}

let code = 0;
try {
  await main();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
  code = 1;
}
clearTimeout(overall);
await cleanup();
if (code === 0) console.log('smoke: OK');
process.exit(code);
