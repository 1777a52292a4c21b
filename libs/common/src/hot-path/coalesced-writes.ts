import { Events, type NatsConnection } from 'nats';
import { Socket } from 'node:net';

const COALESCING = Symbol('app.nats-coalesced-writes');

/**
 * nats.js writes what one microtask queued straight to its socket, so under load an app made
 * one write() per request or reply although it handles several of them per turn of the event
 * loop, and each write woke nats-server. Corked from a turn's first write to the end of that turn
 * (setImmediate), the socket sends the turn's messages in one write, in the same order.
 *
 * This reaches into nats.js (`protocol.transport.socket`, the Node transport's net.Socket): call
 * it after each (re)connect; when the socket is not there (another transport, another nats.js
 * version), nothing changes.
 */
export function coalesceWrites(connection: NatsConnection): void {
  const internals = connection as unknown as { protocol?: { transport?: { socket?: unknown } } };
  const socket = internals.protocol?.transport?.socket;
  if (!(socket instanceof Socket) || COALESCING in socket) return;
  Object.defineProperty(socket, COALESCING, { value: true });
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  const uncork = () => socket.uncork();
  socket.write = (...args: unknown[]) => {
    if (!socket.writableCorked) {
      socket.cork();
      setImmediate(uncork);
    }
    return write(...args);
  };
}

/** {@link coalesceWrites} now and after every reconnect (each connects a new socket). */
export function keepWritesCoalesced(connection: NatsConnection): void {
  coalesceWrites(connection);
  void (async () => {
    for await (const status of connection.status()) if (status.type === Events.Reconnect) coalesceWrites(connection);
  })();
}
