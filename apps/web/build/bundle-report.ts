import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** How many modules each chunk lists; the rest are summed into one line. */
const TOP_MODULES = 8;

interface ModuleRow {
  id: string;
  gzip: number;
}

interface ChunkRow {
  file: string;
  kind: string;
  bytes: number;
  gzip: number;
  brotli: number;
  modules: ModuleRow[];
}

const gzipSize = (text: string | Uint8Array): number => gzipSync(text, { level: 9 }).length;
/** What the server sends a browser that takes brotli (scripts/vite-plugins/precompress.ts). */
const brotliSize = (text: string | Uint8Array): number =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** node_modules/<pkg>/… becomes <pkg>/…; the app's own files are shown from apps/… or packages/…. */
function shortName(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const at = clean.lastIndexOf('node_modules/');
  if (at !== -1) return clean.slice(at + 'node_modules/'.length);
  return path.relative(root, clean) || clean;
}

/**
 * A module's code is measured before minification, so its gzip share is an estimate: each module's
 * share of the chunk's real gzip size, in proportion to its own gzipped rendered code.
 */
function moduleRows(chunk: OutputChunk, root: string): ModuleRow[] {
  const measured = Object.entries(chunk.modules).map(([id, info]) => ({
    id: shortName(id, root),
    raw: info.code ? gzipSize(info.code) : 0,
  }));
  const total = measured.reduce((sum, row) => sum + row.raw, 0) || 1;
  const chunkGzip = gzipSize(chunk.code);
  return measured
    .map((row) => ({ id: row.id, gzip: Math.round((row.raw / total) * chunkGzip) }))
    .sort((a, b) => b.gzip - a.gzip);
}

function chunkKind(chunk: OutputChunk): string {
  if (chunk.isEntry) return 'entry';
  if (chunk.isDynamicEntry) return 'lazy';
  return 'shared';
}

function chunkSection(row: ChunkRow): string {
  const shown = row.modules.slice(0, TOP_MODULES);
  const rest = row.modules.slice(TOP_MODULES);
  const lines = shown.map((m) => `| ${m.id} | ${kb(m.gzip)} |`);
  if (rest.length) {
    const restGzip = rest.reduce((sum, m) => sum + m.gzip, 0);
    lines.push(`| ${rest.length} more modules | ${kb(restGzip)} |`);
  }
  return [
    `### ${row.file} (${row.kind}, ${kb(row.gzip)} KB gzip)`,
    '',
    '| Module | ≈ KB gzip |',
    '|---|---:|',
    ...lines,
  ].join('\n');
}

function render(
  title: string,
  rows: ChunkRow[],
  css: { file: string; bytes: number; gzip: number; brotli: number }[],
): string {
  const total = rows.reduce((sum, r) => sum + r.gzip, 0);
  const table = rows.map((r) => `| ${r.file} | ${r.kind} | ${kb(r.bytes)} | ${kb(r.gzip)} | ${kb(r.brotli)} |`);
  const cssTable = css.map((c) => `| ${c.file} | ${kb(c.bytes)} | ${kb(c.gzip)} | ${kb(c.brotli)} |`);
  return [
    `# Bundle report: ${title}`,
    '',
    'Written by `ANALYZE=1 npm run build` (apps/web/build/bundle-report.ts). Sizes in KB (1,024 bytes),',
    'gzip at level 9 and brotli at quality 11 (what the server sends). Entry: on every screen; lazy: a',
    'screen, or a part a screen loads when used; shared: imported by several of them. Module sizes are',
    'estimates: the chunk’s gzip size shared out by each module’s gzipped code before minification.',
    'What each route downloads is measured in Chromium by',
    '`e2e/specs/byte-budget.spec.ts`.',
    '',
    `JavaScript: ${rows.length} chunks, ${kb(total)} KB gzip in all.`,
    '',
    '| Chunk | Kind | KB | KB gzip | KB brotli |',
    '|---|---|---:|---:|---:|',
    ...table,
    '',
    '| Stylesheet | KB | KB gzip | KB brotli |',
    '|---|---:|---:|---:|',
    ...cssTable,
    '',
    '## Biggest modules per chunk',
    '',
    ...rows.filter((r) => r.gzip >= 1024).map((r) => chunkSection(r) + '\n'),
  ].join('\n');
}

/**
 * With ANALYZE=1 the build writes a readable markdown report of its chunks and their heaviest
 * modules (no plugin to install: it reads the bundle's own module information).
 */
export function bundleReport(options: { title: string; outFile: string }): Plugin {
  let root = process.cwd();
  return {
    name: 'sparklink-bundle-report',
    apply: 'build',
    configResolved(config) {
      root = path.resolve(config.root, '../..');
    },
    generateBundle(_options, bundle: OutputBundle) {
      if (!process.env.ANALYZE) return;
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const rows = chunks
        .map((chunk) => ({
          file: chunk.fileName,
          kind: chunkKind(chunk),
          bytes: Buffer.byteLength(chunk.code),
          gzip: gzipSize(chunk.code),
          brotli: brotliSize(chunk.code),
          modules: moduleRows(chunk, root),
        }))
        .sort((a, b) => b.gzip - a.gzip);
      const css = Object.values(bundle)
        .filter((item) => item.type === 'asset' && item.fileName.endsWith('.css'))
        .map((item) => {
          const source = item.type === 'asset' ? item.source : '';
          return {
            file: item.fileName,
            bytes: Buffer.byteLength(source),
            gzip: gzipSize(source),
            brotli: brotliSize(source),
          };
        });
      const outFile = path.resolve(root, options.outFile);
      mkdirSync(path.dirname(outFile), { recursive: true });
      writeFileSync(outFile, render(options.title, rows, css));
    },
  };
}
