/**
 * The bench's baseline: a bare node:http server, in a process of its own (like the real server, so
 * that neither shares a thread with the load generator), answering every request with one recorded
 * response. Reads `{ status, contentType, body }` as JSON from the file named by its argument and
 * prints its port once listening.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const { status, contentType, body } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
// Encoded once, as the real server keeps its documents and pages: the same bytes, sent as they are.
const bytes = Buffer.from(body);
const server = createServer((request, response) => {
  // Read the request body, as the real server must.
  request.on('data', () => undefined);
  request.on('end', () => {
    response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': bytes.length });
    response.end(bytes);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
