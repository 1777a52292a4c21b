import { createServer, Socket, type AddressInfo, type Server } from 'node:net';
import type { NatsConnection } from 'nats';
import { coalesceWrites } from './coalesced-writes';

describe('coalesceWrites', () => {
  let server: Server;
  let received = '';

  beforeAll(async () => {
    server = createServer((peer) => peer.on('data', (chunk: Buffer) => (received += chunk.toString())));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("sends one turn's frames in one socket write, in order, and the next turn's in another", async () => {
    const socket = new Socket();
    await new Promise<void>((resolve) => socket.connect((server.address() as AddressInfo).port, '127.0.0.1', resolve));
    const writes: number[] = [];
    const writev = socket._writev?.bind(socket);
    socket._writev = (chunks, callback) => {
      writes.push(chunks.length);
      writev?.(chunks, callback);
    };
    const connection = { protocol: { transport: { socket } } } as unknown as NatsConnection;
    coalesceWrites(connection);
    coalesceWrites(connection);

    socket.write('PUB a 1\r\nx\r\n');
    socket.write('PUB b 1\r\ny\r\n');
    socket.write('PUB c 1\r\nz\r\n');
    await new Promise((resolve) => setImmediate(resolve));
    socket.write('PUB d 1\r\nw\r\n');
    socket.write('PUB e 1\r\nv\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(writes).toEqual([3, 2]);
    expect(received).toBe('PUB a 1\r\nx\r\nPUB b 1\r\ny\r\nPUB c 1\r\nz\r\nPUB d 1\r\nw\r\nPUB e 1\r\nv\r\n');
    socket.destroy();
  });

  it('leaves a connection without a Node socket as it is', () => {
    expect(() => coalesceWrites({} as NatsConnection)).not.toThrow();
  });
});
