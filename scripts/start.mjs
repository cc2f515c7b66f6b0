#!/usr/bin/env node
/**
 * `npm start`: builds only when the sources changed since the last build (build-if-changed.mjs),
 * then runs the server with plain node, as `npm run serve` does.
 */
import { ensureBuilt } from './build-if-changed.mjs';
import { serve } from './serve.mjs';

ensureBuilt();
serve();
