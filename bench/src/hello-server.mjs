// The baseline: the least work a Node HTTP server can do per request. The signed-in route is compared with this
// server measured in the same run on the same machine, so the figure says how much of Node's own capacity the
// server keeps, whatever the machine.
import http from 'node:http';

const body = JSON.stringify({ hello: 'world' });

http
  .createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
