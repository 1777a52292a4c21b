import { isDatabaseUnavailable } from './database-unavailable';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'a server shutting down',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a server starting', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a lost socket', new Error('Connection terminated unexpectedly')],
    ['a TypeORM wrapper', { message: 'query failed', driverError: { code: '08006', message: 'connection failure' } }],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', { message: 'query failed', driverError: { code: '42601' } }],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
