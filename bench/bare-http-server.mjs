// The limit for the executable's start: a bare node:http server answering one small JSON, packaged as a
// single executable the same way (bench/executable.ts). PORT, HOST.
import { createServer } from 'node:http';

createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end('{"ok":true}');
}).listen(Number(process.env.PORT ?? 3999), process.env.HOST ?? '127.0.0.1');
