import type { Browser } from 'playwright-core';

/** The pages a visitor opens first, by what the bench calls them. */
export type FirstLoads = Record<
  string,
  { path: string; init?: (page: import('playwright-core').Page) => Promise<void> }
>;

/** Bytes on the wire of every response of a first load (headers and bodies as received, CDP's count). */
async function loadBytes(browser: Browser, url: string, load: FirstLoads[string], plain: boolean) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await load.init?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Today's build sends nothing compressed: a browser that accepts no compression receives the same bytes.
    if (plain) await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
      requests++;
    });
    await page.goto(`${url}${load.path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    return { bytes, requests };
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/**
 * The transfer size of each first load, compressed (the browser's own Accept-Encoding) and as today's build sent it
 * (nothing compressed: Accept-Encoding identity), alternating in the same run, fresh context and no cache each time;
 * the medians of `runs`.
 */
export async function transferSizes(browser: Browser, url: string, loads: FirstLoads, runs: number) {
  const rows: { page: string; compressedKb: number; plainKb: number; requests: number }[] = [];
  for (const [name, load] of Object.entries(loads)) {
    const compressed: number[] = [];
    const plain: number[] = [];
    let requests = 0;
    for (let run = 0; run < runs; run++) {
      const c = await loadBytes(browser, url, load, false);
      compressed.push(c.bytes);
      requests = c.requests;
      plain.push((await loadBytes(browser, url, load, true)).bytes);
    }
    rows.push({
      page: name,
      compressedKb: median(compressed) / 1024,
      plainKb: median(plain) / 1024,
      requests,
    });
  }
  return rows;
}

/** The rows of bench:web's table: each first load on the wire, against today's (uncompressed) bytes. */
export function transferRows(
  rows: Awaited<ReturnType<typeof transferSizes>>,
): [string, string, string, string][] {
  return rows.map((r) => [
    `${r.page}: first load on the wire, compressed (median, ${r.requests} requests)`,
    `${r.compressedKb.toFixed(1)} KB`,
    `today ${r.plainKb.toFixed(1)} KB${r.page === 'lobby' ? '; goal ≤ 120 KB' : ''}`,
    `${(r.compressedKb / r.plainKb).toFixed(2)}×`,
  ]);
}
