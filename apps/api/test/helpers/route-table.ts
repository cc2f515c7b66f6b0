import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type {} from '../../src/app'; // the FastifyInstance decorations (config)

/** One registered route, keyed the way tests list them: `'PUT /api/pages/:pageId'`. */
export interface Route {
  key: string;
  method: HTTPMethods;
  url: string;
}

// A tree line: indentation (4 columns a level), a branch mark, the node's segment, its methods.
const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a ready app, read from `printRoutes` one method at a time (the combined print
 * drops some routes, e.g. `/media/*`). The routes are all registered inside `buildApp`, before a
 * test could attach an `onRoute` hook, so the router's own print is the table to trust.
 */
export function routeTable(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  for (const method of app.supportedMethods as HTTPMethods[]) {
    const path: string[] = [];
    for (const line of app.printRoutes({ method }).split('\n')) {
      const match = TREE_LINE.exec(line);
      if (!match) continue;
      const [, indent, segment, methods] = match;
      path.length = indent!.length / 4;
      // A router whose only route is `*` prints its root as a placeholder, not as a segment.
      path.push(segment === '(empty root node)' ? '' : segment!);
      if (methods?.split(', ').includes(method)) {
        const url = path.join('');
        routes.push({ key: `${method} ${url}`, method, url });
      }
    }
  }
  const built = builtFiles(app);
  return routes.filter((route) => !built.has(route.url)).sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The dashboard's and the public pages' built files (plugins/web-assets.ts serves each as a route
 * of its own once `npm run build` has run); they come and go with the builds, so the route table
 * leaves them out.
 */
function builtFiles(app: FastifyInstance): Set<string> {
  const roots = [app.config.webDistDir, app.config.publicSiteDistDir].filter((root) => existsSync(root));
  return new Set(
    roots.flatMap((root) =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name))}`),
    ),
  );
}
