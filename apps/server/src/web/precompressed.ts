import type { NextFunction, Request, Response } from 'express';
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { ASSETS_DIR, cacheControlOf } from './web-dist';

/** The encodings the build writes beside a file (apps/web/build/precompress.ts), the server's preference first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** An Accept-Encoding's q-values by coding (RFC 9110 12.5.3). */
function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!coding) continue;
    const weight = params.find((p) => p.startsWith('q='));
    q.set(coding, weight === undefined ? 1 : Number(weight.slice(2)) || 0);
  }
  return q;
}

/**
 * The copy to send: the one the client weighs highest, the server's preference (brotli: smaller) on a tie, and
 * none when the client weighs the plain file higher. No header: the plain file.
 */
export function chooseEncoding<E extends { name: string }>(header: string | undefined, copies: readonly E[]) {
  if (!header) return undefined;
  const q = qualities(header);
  const weight = (coding: string) => q.get(coding) ?? q.get('*') ?? (coding === 'identity' ? 1 : 0);
  const best = copies
    .filter((copy) => weight(copy.name) > 0)
    .sort((a, b) => weight(b.name) - weight(a.name))[0];
  return best && weight(best.name) >= weight('identity') ? best : undefined;
}

/** The files of the build that have compressed copies, by URL path (`/assets/index-abc.js`), and which copies. */
function compressedCopies(root: string): Map<string, Set<string>> {
  const copies = new Map<string, Set<string>>();
  const scan = (dir: string, urlDir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) scan(join(dir, entry.name), `${urlDir}${entry.name}/`);
      const encoding = ENCODINGS.find((e) => entry.isFile() && entry.name.endsWith(e.suffix));
      if (!encoding) continue;
      const url = `${urlDir}${entry.name.slice(0, -encoding.suffix.length)}`;
      copies.set(url, (copies.get(url) ?? new Set()).add(encoding.name));
    }
  };
  scan(join(root, ASSETS_DIR), `/${ASSETS_DIR}/`);
  return copies;
}

/**
 * Serves a built file's brotli or gzip copy to a browser that accepts it (Accept-Encoding, its q-values honoured),
 * with the original's Content-Type and caching, and `Vary: Accept-Encoding` on every answer of such a file so that
 * caches keep the variants apart. Anything else goes on to the plain static files. The copies are listed once at
 * start: a build's hashed files never change under a running server.
 */
export function precompressedFiles(root: string) {
  const copies = compressedCopies(root);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const available = copies.get(req.path);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(
      req.headers['accept-encoding'],
      ENCODINGS.filter((e) => available.has(e.name)),
    );
    if (!encoding) return next();
    const file = join(root, req.path);
    res.setHeader('Content-Encoding', encoding.name);
    res.type(extname(req.path));
    const cacheControl = cacheControlOf(root, file);
    // send keeps the Content-Type set above (else it would name the .br file's) and gives the copy its own ETag.
    res.sendFile(`${file}${encoding.suffix}`, {
      headers: cacheControl ? { 'Cache-Control': cacheControl } : {},
      cacheControl: !cacheControl,
    });
  };
}
