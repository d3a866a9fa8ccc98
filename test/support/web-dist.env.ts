import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Imported before AppModule: a fake web build in a temporary folder, as WEB_DIST (ConfigModule reads it on load).
export const WEB_DIST = mkdtempSync(join(tmpdir(), 'periscope-web-'));
export const INDEX_HTML = '<!doctype html><title>periscope test client</title><div id="app"></div>';
export const ASSET = { path: '/assets/index-3f2a9c.js', body: 'console.log("periscope");' };

mkdirSync(join(WEB_DIST, 'assets'));
writeFileSync(join(WEB_DIST, 'index.html'), INDEX_HTML);
writeFileSync(join(WEB_DIST, ASSET.path), ASSET.body);
process.env.WEB_DIST = WEB_DIST;
process.env.EVENT_STORE = 'memory';
process.env.LOG_LEVEL = 'silent';
