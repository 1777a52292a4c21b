import { NatsContext } from '@nestjs/microservices';
import type { MsgHdrs } from 'nats';
import { REQUEST_ID_HEADER } from '@app/common';

/** The gateway's correlation id, carried in the NATS headers, for log lines. */
export function requestIdOf(context: NatsContext): string | undefined {
  const headers = context.getHeaders() as MsgHdrs | undefined;
  // NATS answers an absent header with ''.
  return (headers?.get(REQUEST_ID_HEADER) ?? '') || undefined;
}
