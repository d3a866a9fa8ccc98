import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** What is worth compressing: text. Images and fonts are compressed already; source maps only the devtools read. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed file saves less than the header that announces it. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside each compressible file of a build, when
 * smaller; the server picks one by the request's Accept-Encoding (apps/server/src/web/precompressed.ts). Returns
 * the files compressed.
 */
export function precompressFiles(outDir: string, files: readonly string[]): string[] {
  const done: string[] = [];
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const path = join(outDir, file);
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br);
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz);
    done.push(file);
  }
  return done;
}

/** The Vite plugin: every file the build wrote, compressed once, at build time (no compression per request). */
export function precompress(): {
  name: string;
  apply: 'build';
  writeBundle: (options: { dir?: string }, bundle: Record<string, unknown>) => void;
} {
  return {
    name: 'periscope-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (options.dir) precompressFiles(options.dir, Object.keys(bundle));
    },
  };
}
