import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The bench's baseline: a bare node:http server in its own process that answers every GET with
 * the bytes of a file (the public profile as SparkLink serves it) and every POST with 204 after
 * reading the body. Nothing is faster on this machine in Node, so it is the ceiling the
 * product's figures are divided by.
 */
const [file, port] = process.argv.slice(2);
const body = readFileSync(file!);
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) };

createServer((req, res) => {
  if (req.method === 'POST') {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
    return;
  }
  res.writeHead(200, headers).end(body);
}).listen(Number(port), '127.0.0.1');
