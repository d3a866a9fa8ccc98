import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressFiles } from '../../apps/web/build/precompress';

// Imported before AppModule: a web build in a temporary folder, its assets compressed by the build's own step.
export const WEB_DIST = mkdtempSync(join(tmpdir(), 'periscope-web-br-'));
export const SCRIPT = {
  path: '/assets/index-7d1e0b.js',
  body: Array.from({ length: 400 }, (_, i) => `export const line${i} = "the boat dives: ${i}";`).join('\n'),
};
export const STYLE = { path: '/assets/index-7d1e0b.css', body: 'body{margin:0}'.repeat(200) };
export const TINY = { path: '/assets/rolldown-runtime-1a2b.js', body: 'export{};' };

mkdirSync(join(WEB_DIST, 'assets'));
writeFileSync(join(WEB_DIST, 'index.html'), '<!doctype html><title>periscope</title><div id="app"></div>');
for (const file of [SCRIPT, STYLE, TINY]) writeFileSync(join(WEB_DIST, file.path), file.body);
precompressFiles(
  WEB_DIST,
  [SCRIPT.path, STYLE.path, TINY.path].map((p) => p.slice(1)),
);
process.env.WEB_DIST = WEB_DIST;
process.env.EVENT_STORE = 'memory';
process.env.LOG_LEVEL = 'silent';
