import { serialize } from 'node:v8';

/**
 * Whether V8 holds a string one byte a character. Its serializer writes a version header of two
 * bytes, then tags a one-byte string `"` and a two-byte one `c`.
 */
export const heldOneByte = (text: string): boolean => serialize(text)[2] === '"'.charCodeAt(0);
