// The floor of any gateway with a NATS hop on this machine: a bare node:http server that parses
// the JSON body, asks a bare NATS responder (another process, answering from a Map) and writes
// an envelope. No Nest, no validation, no authentication. What the real gateway reaches is read
// against this as well as against the bare hello server.
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { connect, JSONCodec, nkeyAuthenticator } from 'nats';

export const SUBJECT = 'bench.floor.translate';
const codec = JSONCodec();
// The bench's NATS server refuses anonymous clients: both processes connect as its unrestricted
// user (no seed: anonymously, for servers without authorization; bench/nats-floor-variants.mjs).
const connectAs = (natsUrl) =>
  connect({
    servers: natsUrl,
    ...(process.env.FLOOR_NATS_SEED
      ? { authenticator: nkeyAuthenticator(new TextEncoder().encode(process.env.FLOOR_NATS_SEED)) }
      : {}),
  });

async function serveResponder(natsUrl) {
  const nats = await connectAs(natsUrl);
  const cache = new Map([['en:es:Hello world', 'Hola Mundo']]);
  nats.subscribe(SUBJECT, {
    queue: 'floor',
    callback: (_error, message) => {
      const { sourceLanguage, targetLanguage, text } = codec.decode(message.data);
      message.respond(codec.encode({ response: cache.get(`${sourceLanguage}:${targetLanguage}:${text}`) }));
    },
  });
  await nats.flush();
}

async function serveHttp(natsUrl) {
  const nats = await connectAs(natsUrl);
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const reply = await nats.request(SUBJECT, codec.encode(JSON.parse(Buffer.concat(chunks).toString())), {
        timeout: 5000,
      });
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ status: 'ok', timestamp: new Date().toISOString(), data: codec.decode(reply.data).response }),
      );
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

/**
 * Starts the responder and the HTTP server as two processes (NATS user: `natsSeed`, none:
 * anonymous); answers {url, pids, stop}.
 */
export async function startNatsFloor(natsUrl, natsSeed) {
  const self = fileURLToPath(import.meta.url);
  const start = (role) =>
    new Promise((resolve, reject) => {
      const child = fork(self, [role, natsUrl], {
        stdio: 'inherit',
        env: { ...process.env, FLOOR_NATS_SEED: natsSeed ?? '' },
      });
      child.once('message', (port) => resolve({ child, port }));
      child.once('exit', (code) => reject(new Error(`nats floor ${role} exited with ${code}`)));
    });
  const responder = await start('responder');
  const http = await start('http');
  const stop = () => [responder, http].forEach(({ child }) => child.kill());
  return {
    url: `http://127.0.0.1:${http.port}/`,
    pids: { http: http.child.pid, responder: responder.child.pid },
    stop,
  };
}

const [role, natsUrl] = process.argv.slice(2);
// A forked role ends with the benchmark that forked it, even one killed before it could stop it.
if (role) process.once('disconnect', () => process.exit(0));
if (role === 'responder') await serveResponder(natsUrl).then(() => process.send(0));
if (role === 'http') await serveHttp(natsUrl).then((port) => process.send(port));
