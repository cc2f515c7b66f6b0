import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Below this a compressed copy saves less than its headers cost (the server's own threshold). */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg|html)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every script and stylesheet, once
 * at build time, so the server sends them as they are (@fastify/static `preCompressed`) instead
 * of compressing each request at a quality it can afford per request. See decision 022.
 */
export function precompress(): Plugin {
  return {
    name: 'sparklink-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const source = readFileSync(file);
        if (source.length < MIN_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}
