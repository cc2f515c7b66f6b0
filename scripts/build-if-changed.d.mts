/** The folders and files whose contents `inputsHash` covers, from the repository's root. */
export const INPUTS: readonly string[];
/** A hash of every input of `npm run build`: the same sources give the same hash, built or not. */
export function inputsHash(): string;
/** Runs the build unless the outputs exist and were built from these very inputs; true when it built. */
export function ensureBuilt(): boolean;
