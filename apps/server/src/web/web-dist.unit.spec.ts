import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cacheControlOf, defaultWebDist, repoRoot } from './web-dist';

describe('where the web client is served from (WEB_DIST)', () => {
  it('the repository root is found from the sources (and so from dist/apps/server/…, which has no package.json)', () => {
    const root = repoRoot();
    expect(existsSync(join(root, 'apps', 'server', 'src', 'web', 'web-dist.ts'))).toBe(true);
    expect(repoRoot(join(root, 'dist', 'apps', 'server', 'apps', 'server', 'src', 'web'))).toBe(root);
    expect(defaultWebDist()).toBe(join(root, 'dist', 'web'));
  });

  it('hashed assets are cached for a year, index.html revalidated, other files left to the defaults', () => {
    const root = join('/srv', 'web');
    expect(cacheControlOf(root, join(root, 'assets', 'index-3f2a9c.js'))).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlOf(root, join(root, 'index.html'))).toBe('no-cache');
    expect(cacheControlOf(root, join(root, 'favicon.svg'))).toBeUndefined();
    expect(cacheControlOf(root, join(root, 'sub', 'index.html'))).toBeUndefined();
  });
});
