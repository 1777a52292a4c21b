import { NatsContext } from '@nestjs/microservices';
import { REQUEST_ID_HEADER } from '@app/common';

/** The gateway's correlation id, carried in the NATS headers, for log lines. */
export const requestIdOf = (context: NatsContext): string | undefined =>
  context.getHeaders()?.get(REQUEST_ID_HEADER) || undefined;
