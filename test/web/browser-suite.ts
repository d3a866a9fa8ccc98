import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { FIXED_SERVER_SEED, launchChromium, startWebServer } from '../support/browser';
import type { ServerChild } from '../support/server-child';

export interface BrowserSuite {
  /** The real server serving the built client (started before the suite). */
  readonly server: ServerChild;
  /** A new context of Debian's chromium, closed after the test. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * The set-up of a browser suite: the server and chromium started before it and stopped after it. `fixedServerSeed`:
 * every server seed the server draws is one known seed, so a career started with a typed player seed rolls known
 * dice (test/support/fixed-server-seed.ts).
 */
export function browserSuite({ fixedServerSeed = false } = {}): BrowserSuite {
  let server: ServerChild | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startWebServer({}, fixedServerSeed ? FIXED_SERVER_SEED : []),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  return {
    get server() {
      return server as ServerChild;
    },
    async newContext(options) {
      const context = await (browser as Browser).newContext(options);
      contexts.push(context);
      return context;
    },
  };
}
