import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The dashboard build's output, as Vite describes it in dist/.vite/manifest.json. */
const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
/** The public pages' build (packages/public-site): their script, stylesheet and module list. */
const PUBLIC_SITE_DIST = path.resolve(import.meta.dirname, '../../packages/public-site/dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export interface ScriptClasses {
  /** Scripts of the entry and everything it imports: on every screen. */
  appFiles: Set<string>;
  /** Scripts that belong to one screen alone (its route chunk and what only it imports). */
  ownFiles: Set<string>;
  /** Scripts loaded lazily by a screen once it is shown (charts drawn after the figures). */
  lazyParts: Map<string, number>;
}

/**
 * Sorts the build's scripts from the build itself (no chunk names written down here). Paths are
 * as the browser asks for them (/assets/…). What is in none of the sets is shared by some screens
 * (a form or drag-and-drop library): loaded by the first of them that is entered.
 */
export function scriptClasses(): ScriptClasses {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('The build has no entry chunk; run npm run build first.');
  const closure = (key: string, into = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    chunk.imports?.forEach((imported) => closure(imported, into));
    return into;
  };
  const appFiles = closure(entryKey);
  // The route table lives in the entry: its lazy imports are the screens (and the dashboard shell).
  const screens = (manifest[entryKey]!.dynamicImports ?? []).map((key) => closure(key));
  const uses = new Map<string, number>();
  for (const file of screens.flatMap((files) => [...files])) uses.set(file, (uses.get(file) ?? 0) + 1);
  const ownFiles = new Set([...uses].filter(([file, count]) => count === 1 && !appFiles.has(file)).map(([f]) => f));
  const lazyParts = new Map<string, number>();
  for (const chunk of Object.values(manifest)) {
    const file = `/${chunk.file}`;
    if (file.endsWith('.js') && !appFiles.has(file) && !uses.has(file)) lazyParts.set(file, wireSize(chunk.file));
  }
  return { appFiles, ownFiles, lazyParts };
}

/** What the server sends for a file to a browser that takes brotli: the build's .br copy. */
export function wireSize(file: string): number {
  const compressed = path.join(DIST, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : path.join(DIST, file)).size;
}

/** One build's scripts and the modules each holds (scripts/vite-plugins/module-list.ts). */
export type ModuleList = Record<string, { isEntry: boolean; modules: string[] }>;

/** The dashboard's (`modules.json`) or the public pages' (`public-modules.json`) module list. */
export function moduleList(name: 'modules.json' | 'public-modules.json'): ModuleList {
  const dist = name === 'public-modules.json' ? PUBLIC_SITE_DIST : DIST;
  return JSON.parse(readFileSync(path.join(dist, '.vite', name), 'utf8')) as ModuleList;
}
