import type { NatsConnection } from 'nats';
import { lightenAsyncResourceBind } from './async-resource-bind';
import { keepWritesCoalesced } from './coalesced-writes';
import { checkValidationCompiled, copyMessagesPlainly } from './compiled-validation';

let installed = false;

/**
 * Turns on, for this process, every speed trick of this folder that works by patching a library
 * (README.md here says what each buys). Called once by `bootstrapService` and the gateway's
 * main.ts before the app is built; without it every piece is stock Nest, class-validator, Node
 * and nats.js. Idempotent.
 */
export function installHotPath(): void {
  installed = true;
  lightenAsyncResourceBind();
  checkValidationCompiled();
  copyMessagesPlainly();
}

/** Called on every NATS connection an app opens: its writes coalesced once the hot path is installed. */
export function tuneNatsConnection(connection: NatsConnection): void {
  if (installed) keepWritesCoalesced(connection);
}
