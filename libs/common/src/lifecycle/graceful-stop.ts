import { INestApplication, Logger } from '@nestjs/common';
import { stopTracing } from '../observability/tracing';
import { InFlight } from './in-flight';
import { lifecycleConfig } from './lifecycle.config';

export interface GracefulStopOptions {
  name: string;
  inFlight: InFlight;
  /** Stops new work from arriving (unsubscribe from NATS, stop accepting connections). */
  stopIntake: () => Promise<void> | void;
  /** Runs once the work in flight is done, before the app closes (drop idle keep-alive sockets). */
  beforeClose?: () => void;
}

/**
 * On SIGTERM or SIGINT: take no new work, let what is in flight finish (up to
 * SHUTDOWN_GRACE_MS), then close the app, whose hooks stop engines, workers and connections.
 * Nest's own shutdown hooks would run the modules' destroy hooks first and cut requests in
 * flight (an Apertium pipeline stopped under a translation), so the order is ours.
 */
export function installGracefulStop(app: INestApplication, options: GracefulStopOptions): void {
  const logger = new Logger(options.name);
  const { SHUTDOWN_GRACE_MS } = lifecycleConfig();
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: taking no new work, ${options.inFlight.size} in flight`);
    await options.stopIntake();
    const idle = await options.inFlight.whenIdle(SHUTDOWN_GRACE_MS);
    if (!idle) logger.warn(`${options.inFlight.size} still in flight after ${SHUTDOWN_GRACE_MS} ms; stopping anyway`);
    options.beforeClose?.();
    try {
      await app.close();
    } finally {
      await stopTracing();
      process.exit(0);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, (s) => void stop(s));
}
