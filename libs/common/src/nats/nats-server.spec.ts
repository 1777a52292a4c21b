import { ServerNats } from '@nestjs/microservices';
import { NamespacedNatsServer } from './nats-server';

class PlainNest extends ServerNats {
  route(pattern: string): string {
    return this.getRouteFromPattern(pattern);
  }
}
class Ours extends NamespacedNatsServer {
  route(pattern: string): string {
    return this.getRouteFromPattern(pattern);
  }
}

describe('NamespacedNatsServer.getRouteFromPattern', () => {
  it.each([
    'translation.translate.v1',
    'ns1.translation.translate.v1',
    'nullish.subject',
    'true',
    '42',
    '-1',
    '"quoted"',
    '{"cmd":"sum"}',
    '{"b":1,"a":2}',
    '[1,2]',
    ' {"cmd":"x"}',
  ])('routes %s as Nest does', (pattern) => {
    const nest = new PlainNest({});
    const ours = new Ours({}, 'all', '');
    expect(ours.route(pattern)).toBe(nest.route(pattern));
  });
});
