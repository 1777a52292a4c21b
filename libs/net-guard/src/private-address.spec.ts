import { assertPublicHttpUrl, BlockedAddressError, guardedLookup, isPrivateAddress } from './private-address';

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.32.0.1', false],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['8.8.8.8', false],
    ['93.184.216.34', false],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:8.8.8.8', false],
    ['2606:4700::1111', false],
    ['not-an-ip', true],
  ])('%s -> %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('assertPublicHttpUrl', () => {
  it.each([
    ['ftp://example.com/x', /http or https/],
    ['http://localhost:8080/hook', /private address \(localhost\)/],
    ['http://127.0.0.1/hook', /private address/],
    ['http://[::ffff:10.0.0.1]/hook', /private address/],
    ['http://169.254.169.254/latest/meta-data', /private address/],
    ['not a url', /not a URL/],
  ])('refuses %s', (url, message) => {
    expect(() => assertPublicHttpUrl(url, 'X-Webhook-Url', false)).toThrow(message);
  });

  it('accepts public URLs, and private ones when allowed', () => {
    expect(assertPublicHttpUrl('https://example.com/hook', 'X-Webhook-Url', false).hostname).toBe('example.com');
    expect(assertPublicHttpUrl('http://127.0.0.1:9/hook', 'X-Webhook-Url', true).port).toBe('9');
  });
});

describe('guardedLookup', () => {
  const lookup = (allowPrivate: boolean) =>
    new Promise<unknown>((resolve) => {
      guardedLookup(allowPrivate, 'X-Webhook-Url')('localhost', {}, (error: unknown, address: unknown) =>
        resolve(error ?? address),
      );
    });

  it('refuses a name that resolves to a private address when it is connected to', async () => {
    const answer = await lookup(false);
    expect(answer).toBeInstanceOf(BlockedAddressError);
    expect((answer as Error).message).toMatch(/X-Webhook-Url host localhost resolves to a private address/);
  });

  it('connects to it when private addresses are allowed', async () => {
    expect(await lookup(true)).toMatch(/^(127\.0\.0\.1|::1)$/);
  });
});
