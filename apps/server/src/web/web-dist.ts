import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/**
 * The repository's root: the nearest folder above this file whose package.json is periscope's (the same from
 * apps/server/src under jest and from dist/apps/server/… once built, and /app in the Docker image); the working
 * directory if there is none.
 */
export function repoRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (isPeriscopeRoot(dir)) return dir;
    if (dirname(dir) === dir) return process.cwd();
  }
}

function isPeriscopeRoot(dir: string): boolean {
  const manifest = join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    return (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'periscope';
  } catch {
    return false;
  }
}

/** WEB_DIST's default: the web client as `npm run build` writes it. */
export const defaultWebDist = (): string => join(repoRoot(), 'dist', 'web');

/** Whether the folder holds a built web client (its index.html). */
export const isWebClientBuilt = (root: string): boolean => existsSync(join(root, 'index.html'));

/** Vite's hashed files: their name changes with their content, so a browser may keep them for a year. */
export const ASSETS_DIR = 'assets';

/** The Cache-Control of a file of the web client: hashed assets forever, index.html revalidated every time. */
export function cacheControlOf(root: string, file: string): string | undefined {
  const path = relative(root, file).split(sep).join('/');
  if (path.startsWith(`${ASSETS_DIR}/`)) return 'public, max-age=31536000, immutable';
  if (path === 'index.html') return 'no-cache';
  return undefined;
}
