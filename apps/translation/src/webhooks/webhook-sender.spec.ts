import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { sendWebhook, WebhookAttemptError } from './webhook-sender';

const SECRET = `whsec_${Buffer.from('a secret of thirty-two bytes!!!!').toString('base64')}`;

/** A receiver on 127.0.0.1 whose answers `answer` writes; what it received is kept. */
async function receiver(answer: (res: ServerResponse) => void) {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return {
    url,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const attempt = (url: string) => ({ id: 'msg_1', url, body: '{"type":"t","data":{}}', secret: SECRET });

describe('sendWebhook', () => {
  it('posts a body whose signature the receiver verifies with the secret', async () => {
    const hook = await receiver((res) => res.writeHead(204).end());
    try {
      expect(await sendWebhook(attempt(hook.url), { timeoutMs: 5_000, allowPrivate: true })).toBe(204);
      const [{ headers, body }] = hook.received;
      expect(headers['webhook-id']).toBe('msg_1');
      const verified = new Webhook(SECRET).verify(body, headers as Record<string, string>);
      expect(verified).toEqual({ type: 't', data: {} });
    } finally {
      await hook.close();
    }
  });

  it('refuses a private address at delivery when private ones are not allowed, for good, sending nothing', async () => {
    const hook = await receiver((res) => res.writeHead(204).end());
    try {
      const error = await sendWebhook(attempt(hook.url), { timeoutMs: 5_000, allowPrivate: false }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(WebhookAttemptError);
      expect(error).toMatchObject({ retry: false, message: expect.stringMatching(/private address/) });
      expect(hook.received).toHaveLength(0);
    } finally {
      await hook.close();
    }
  });

  it('gives an attempt up after the timeout even while the receiver keeps trickling its answer', async () => {
    const timers: NodeJS.Timeout[] = [];
    const hook = await receiver((res) => {
      res.writeHead(200);
      timers.push(setInterval(() => res.write(' '), 50));
    });
    const started = Date.now();
    try {
      await expect(sendWebhook(attempt(hook.url), { timeoutMs: 400, allowPrivate: true })).rejects.toMatchObject({
        retry: true,
        message: 'no answer within 400 ms',
      });
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      timers.forEach(clearInterval);
      await hook.close();
    }
  });

  it('counts an answer other than 2xx as a failure worth retrying', async () => {
    const hook = await receiver((res) => res.writeHead(500).end());
    try {
      await expect(sendWebhook(attempt(hook.url), { timeoutMs: 5_000, allowPrivate: true })).rejects.toMatchObject({
        retry: true,
        message: 'receiver answered HTTP 500',
      });
    } finally {
      await hook.close();
    }
  });
});
