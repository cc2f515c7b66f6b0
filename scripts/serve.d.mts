/** Node's flags for the server (decision 029). */
export const SERVER_NODE_ARGS: string[];
/** The server's environment on top of the caller's (decision 035). */
export const SERVER_ENV: Record<string, string>;
/** The bundle `npm run build` writes, relative to the repository's root. */
export const SERVER_ENTRY: string;
/** Runs the built server in its own process until it exits, then exits with its code. */
export function serve(): void;
