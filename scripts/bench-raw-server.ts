import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The bench's baseline: a bare node:http server in its own process. Each `name=file` argument
 * makes GET /name answer with that file's bytes (a public document as SparkLink serves it), so
 * every case is divided by raw Node sending that case's own bytes; every POST is answered 204
 * after reading the body. Nothing is faster on this machine in Node, so it is the ceiling.
 */
const [port, ...documents] = process.argv.slice(2);
const answers = new Map(
  documents.map((arg) => {
    const [name, file] = arg.split('=') as [string, string];
    const body = readFileSync(file);
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) };
    return [`/${name}`, { body, headers }];
  }),
);

createServer((req, res) => {
  if (req.method === 'POST') {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
    return;
  }
  const answer = answers.get(req.url ?? '');
  if (!answer) return res.writeHead(404).end();
  res.writeHead(200, answer.headers).end(answer.body);
}).listen(Number(port), '127.0.0.1');
