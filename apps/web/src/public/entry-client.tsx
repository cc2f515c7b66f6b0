import { hydrateIslands } from './hydrate-islands';
import './public.css';

/**
 * The public pages' script: hydrates their islands (built against Preact's compat layer; see
 * vite.public.config.ts and docs/decisions/003-public-pages-ssr.md).
 */
void hydrateIslands(document);
