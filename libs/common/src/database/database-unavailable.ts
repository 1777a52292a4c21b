/**
 * Whether an error means PostgreSQL cannot be reached right now (down, restarting, refusing
 * connections), as opposed to a query that failed: the first is a 503 the caller may retry, the
 * second a bug. TypeORM wraps the driver's error (`driverError`); pg gives a SQLSTATE `code` for
 * errors the server sent and a Node `code` (ECONNREFUSED) or a bare message for a lost socket.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as Record<string, unknown> | null | undefined, depth = 0; e && depth < 4; depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    // 08: connection exception; 57P01-57P03: admin shutdown, crash shutdown, cannot connect now;
    // 53300: too many connections.
    if (code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300') return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|connection timeout|Client has encountered a connection error|not queryable/i.test(message)
    )
      return true;
    e = (e.driverError ?? e.cause) as Record<string, unknown> | null | undefined;
  }
  return false;
}
