/**
 * A code-server (VS Code's workbench served to a browser) with given extensions and a workspace,
 * driven by Playwright in Debian's headless Chromium: what test/e2e/vscode*.test.ts need.
 * Needs scripts/e2e/setup-code-server.sh (cached in .cache/code-server).
 */

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = fileURLToPath(new URL('../../', import.meta.url));
const cache = path.join(repo, '.cache/code-server');
const node24 = path.join(cache, 'node24/node_modules/node/bin/node');
const entry = path.join(cache, 'node_modules/code-server/out/node/entry.js');

// playwright-core's types are not a dependency of the repository: the little used here.
export interface Locator {
  first(): Locator;
  count(): Promise<number>;
  click(options?: object): Promise<void>;
  fill(text: string): Promise<void>;
  waitFor(options?: object): Promise<void>;
  textContent(): Promise<string | null>;
  boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null>;
  filter(options: { hasText: string | RegExp }): Locator;
}
export interface Page {
  goto(url: string): Promise<unknown>;
  waitForSelector(selector: string, options?: object): Promise<unknown>;
  locator(selector: string): Locator;
  keyboard: { press(key: string): Promise<void> };
  mouse: { move(x: number, y: number, options?: object): Promise<void>; click(x: number, y: number): Promise<void> };
  screenshot(options: { path: string }): Promise<unknown>;
  waitForTimeout(ms: number): Promise<void>;
}
interface Browser { newPage(options: object): Promise<Page>; close(): Promise<void> }

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe().catch(() => undefined);
    if (v !== undefined && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The editor's user settings: no trust prompt, no tips, updates or telemetry. */
const USER_SETTINGS = {
  'security.workspace.trust.enabled': false, // else the folder opens in Restricted Mode
  'workbench.startupEditor': 'none',
  'workbench.tips.enabled': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'telemetry.telemetryLevel': 'off',
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'chat.disableAIFeatures': true,
  'editor.minimap.enabled': false,
  'editor.fontSize': 15,
  'editor.hover.delay': 200,
  'files.autoSave': 'off',
};

export class CodeServer {
  /** The run's temporary root, the workspace folder, VS Code's user data. */
  readonly tmp = mkdtempSync(path.join(tmpdir(), 'urilint-code-server-'));
  readonly folder = path.join(this.tmp, 'workspace');
  readonly dataDir = path.join(this.tmp, 'data');
  private readonly extDir = path.join(this.tmp, 'extensions');
  private server: ChildProcess | undefined;
  private serverLog = '';
  private browser: Browser | undefined;
  page!: Page;

  constructor(private readonly name: string) {
    mkdirSync(path.join(this.dataDir, 'User'), { recursive: true });
    mkdirSync(this.extDir);
    mkdirSync(this.folder);
    writeFileSync(path.join(this.dataDir, 'User/settings.json'), JSON.stringify(USER_SETTINGS, null, 2));
  }

  step(what: string): void {
    console.log(`[${this.name}] ${what}`);
  }

  install(vsix: string): void {
    const out = execFileSync(node24, [entry, '--extensions-dir', this.extDir, '--install-extension', vsix], { encoding: 'utf8' });
    if (!/successfully installed/.test(out)) throw new Error(`code-server did not install ${vsix}:\n${out}`);
    this.step(`installed ${path.basename(vsix)}`);
  }

  /** Starts code-server on the workspace and opens it in Chromium. */
  async start(): Promise<void> {
    const port = await freePort();
    this.server = spawn(
      node24,
      [entry, '--auth', 'none', '--bind-addr', `127.0.0.1:${port}`, '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust',
        '--user-data-dir', this.dataDir, '--extensions-dir', this.extDir, this.folder],
      { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.server.stdout!.on('data', (d) => (this.serverLog += d));
    this.server.stderr!.on('data', (d) => (this.serverLog += d));
    const base = `http://127.0.0.1:${port}`;
    await waitFor('code-server to answer', async () => {
      if (this.server?.exitCode !== null) throw new Error(`code-server exited with code ${String(this.server?.exitCode)}:\n${this.serverLog}`);
      return (await fetch(`${base}/healthz`)).ok;
    }, 30_000);
    this.step(`code-server up on ${base}`);

    const { chromium } = createRequire(path.join(cache, 'package.json'))('playwright-core') as { chromium: { launch(options: object): Promise<Browser> } };
    this.browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    this.page = await this.browser.newPage({ viewport: { width: 1280, height: 760 } });
    await this.page.goto(`${base}/?folder=${encodeURIComponent(this.folder)}`);
    await this.page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
    await this.page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 30_000 });
    await this.page.locator('.monaco-workbench').click({ position: { x: 640, y: 400 } });
    this.step('workbench ready');
  }

  async stop(): Promise<void> {
    await this.browser?.close().catch(() => undefined);
    const s = this.server;
    if (s?.pid && s.exitCode === null && s.signalCode === null) {
      await new Promise<void>((resolve) => {
        s.once('exit', () => resolve());
        try {
          process.kill(-s.pid!, 'SIGTERM'); // the whole process group: extension host and language servers too
        } catch {
          resolve();
        }
        setTimeout(() => {
          try {
            process.kill(-s.pid!, 'SIGKILL');
          } catch {
            // gone
          }
          resolve();
        }, 5000).unref();
      });
    }
    rmSync(this.tmp, { recursive: true, force: true });
  }

  /** The editor's text (Monaco renders spaces as U+00A0). */
  async editorText(): Promise<string> {
    return ((await this.page.locator('.monaco-editor .view-lines').first().textContent()) ?? '').replace(/\u00a0/g, ' ');
  }

  /** Opens `name` with Quick Open and waits until the editor shows `marker`. */
  async quickOpen(name: string, marker: string): Promise<void> {
    await this.page.keyboard.press('Control+P');
    const input = this.page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible', timeout: 10_000 });
    await input.fill(name);
    // The row of that file, not the list before it is filtered (recently opened files come first).
    const row = this.page.locator('.quick-input-list .monaco-list-row').filter({ hasText: name }).first();
    await row.waitFor({ state: 'visible', timeout: 10_000 });
    await row.click();
    await waitFor(`${name} in the editor`, async () => (await this.editorText()).includes(marker), 15_000);
  }

  /** The problem counts of the status bar (all files): errors and warnings. */
  async problemCounts(): Promise<{ errors: number; warnings: number }> {
    const text = (await this.page.locator('[id="status.problems"]').first().textContent()) ?? '';
    const [errors, warnings] = (text.match(/\d+/g) ?? []).map(Number);
    if (warnings === undefined) throw new Error(`no problem counts in the status bar: ${JSON.stringify(text)}`);
    return { errors, warnings };
  }

  /** Where the first squiggle of a kind is (waits: decorations are re-rendered as diagnostics come). */
  squiggleBox(kind: 'error' | 'warning'): Promise<{ x: number; y: number; width: number; height: number }> {
    return waitFor(`a ${kind} squiggle`, async () => (await this.page.locator(`.monaco-editor .squiggly-${kind}`).first().boundingBox()) ?? undefined, 15_000);
  }

  /** The text of the hover over the first warning squiggle once it says all of `hasTexts`. Three tries, each moving off
   *  and back onto the squiggle measured again: a re-laid-out line moves it under a still mouse. */
  async hoverOverWarning(...hasTexts: RegExp[]): Promise<string> {
    let last = '';
    for (let attempt = 1; ; attempt++) {
      const box = await this.squiggleBox('warning');
      await this.page.mouse.move(box.x + box.width / 2, box.y + box.height * 6, { steps: 2 });
      await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - 4, { steps: 5 });
      try {
        return await waitFor(`a hover saying ${hasTexts.join(', ')}`, async () => {
          last = (await this.page.locator('.monaco-hover:not(.hidden)').first().textContent()) ?? '';
          return hasTexts.every((re) => re.test(last)) ? last : undefined;
        }, 10_000);
      } catch (e) {
        if (attempt === 3) throw new Error(`${String(e)}; the last hover said: ${JSON.stringify(last)}`);
        this.step(`no such hover after try ${attempt}: moving onto the squiggle again`);
      }
    }
  }

  /** The extension hosts' logs whose file names match `name` (output channels among them). */
  logs(name: RegExp): string {
    const out: string[] = [];
    const walk = (dir: string): void => {
      for (const entryName of existsSync(dir) ? readdirSync(dir) : []) {
        const p = path.join(dir, entryName);
        if (statSync(p).isDirectory()) walk(p);
        else if (name.test(entryName)) out.push(`--- ${path.relative(this.dataDir, p)}\n${readFileSync(p, 'utf8')}`);
      }
    };
    walk(path.join(this.dataDir, 'logs'));
    return out.join('\n');
  }

  /** Runs a step; on failure saves a screenshot and prints the logs. */
  async checked(what: string, body: () => Promise<void>): Promise<void> {
    try {
      await body();
      this.step(what);
    } catch (e) {
      const shot = path.join(repo, `.cache/${this.name.replace(/\W+/g, '-')}-failure.png`);
      await this.page?.screenshot({ path: shot }).catch(() => undefined);
      const tail = (s: string) => s.split('\n').slice(-40).join('\n');
      console.error(`[${this.name}] ${what} failed (screenshot: ${shot})\n--- code-server\n${tail(this.serverLog)}\n${tail(this.logs(/urilint|eslint|exthost|remoteagent/i))}`);
      throw e;
    }
  }
}
