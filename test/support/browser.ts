/// <reference lib="dom" />
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServerChild, type ServerChild } from './server-child';

// Browser e2e: Debian's chromium driven by playwright-core against a real server process serving the
// built web client. No browser is ever downloaded: .ci/run installs the chromium package when it is missing.

export const ROOT = join(__dirname, '../..');
export const WEB_DIST = join(ROOT, 'dist/web');
export const SCREENSHOTS = join(ROOT, 'test-output/screenshots');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Builds the web client when a test run finds it missing (CI builds it before `npm test`). */
export function ensureWebBuilt() {
  if (existsSync(join(WEB_DIST, 'index.html'))) return;
  execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
}

export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`chromium not found at ${CHROMIUM}: apt-get install chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

/** Node's flags for a server whose every server seed is the same, known one (fixed-server-seed.ts). */
export const FIXED_SERVER_SEED = [
  '-r',
  require.resolve('@swc-node/register'),
  '-r',
  join(__dirname, 'fixed-server-seed.ts'),
];

/**
 * The server on the memory store, serving the built client; limits high enough for one fast player. `nodeArgs`:
 * node's flags before swc's register and the server (FIXED_SERVER_SEED).
 */
export function startWebServer(
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<ServerChild> {
  ensureWebBuilt();
  return startServerChild(
    ROOT,
    {
      EVENT_STORE: 'memory',
      WEB_DIST,
      THROTTLE_LIMIT: '100000',
      THROTTLE_COMMAND_LIMIT: '100000',
      // Every page of a test (players, organiser, spectators) comes from one address.
      SOCKET_EVENT_LIMIT: '100000',
      EXPORT_RATE_LIMIT: '0',
      ...env,
    },
    undefined,
    nodeArgs,
  );
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

export interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { target: readonly string[] }[];
}

/** axe-core's scan of the page as it is: the serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  const source = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run({ resultTypes: ['violations'] })).violations;
  })) as AxeViolation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
