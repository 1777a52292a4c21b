import { HttpStatus } from '@nestjs/common';
import { Pagination } from '@app/contracts';

/**
 * A controller result that needs more than `data` in its envelope: pagination,
 * a top-level member such as `fluency`, or another status (207 partial_success).
 */
export class Enveloped<T> {
  constructor(
    readonly data: T,
    readonly extras: Record<string, unknown> = {},
    readonly status: string = 'ok',
    readonly httpStatus: HttpStatus = HttpStatus.OK,
  ) {}

  static paginated<T>(items: T[], pagination: Pagination) {
    return new Enveloped(items, { pagination });
  }
}

export function successEnvelope(data: unknown, extras: Record<string, unknown> = {}, status = 'ok') {
  return { status, timestamp: new Date().toISOString(), data, ...extras };
}
