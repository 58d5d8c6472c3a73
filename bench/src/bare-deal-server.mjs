// The baseline of POST /api/analyze-deal (bench/README.md): bare Fastify that parses the same JSON body and answers
// the same bytes the real route answered, with no session, validation, engine, headers or logging. The real route's
// throughput as a share of this one says what the analysis itself costs.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answer = readFileSync(process.env.ANSWER_FILE ?? '', 'utf8');
const app = Fastify({ logger: false });
app.post('/api/analyze-deal', async (request, reply) => {
  if (typeof request.body !== 'object' || request.body === null) return reply.code(400).send('{}');
  return reply.type('application/json; charset=utf-8').send(answer);
});
app.get('/', async () => 'ok');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
