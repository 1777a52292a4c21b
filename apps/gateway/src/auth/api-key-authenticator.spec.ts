import { DomainException, RpcClient } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { VerifiedKeyCache } from './verified-key-cache';

/** The auth service's verifyKey, answered when the test says so. */
class FakeAuth {
  readonly calls: ((answer: { organizationId: string; keyId: string } | Error) => void)[] = [];

  send(): Promise<unknown> {
    return new Promise((resolve, reject) =>
      this.calls.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
    );
  }
}

const headers = { 'x-api-key': 'ts_live_key' };
const verified = { organizationId: 'org-1', keyId: 'key-1' };
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('ApiKeyAuthenticator', () => {
  let now: number;
  let auth: FakeAuth;
  let cache: VerifiedKeyCache;
  let authenticator: ApiKeyAuthenticator;

  beforeEach(() => {
    now = 10_000;
    auth = new FakeAuth();
    cache = new VerifiedKeyCache(1_000, 10, () => now);
    authenticator = new ApiKeyAuthenticator(auth as unknown as RpcClient, cache);
  });

  it('verifies a key once for all the requests that arrive before the answer', async () => {
    const callers = Promise.all([1, 2, 3].map(() => authenticator.authenticate(headers)));
    await flush();
    expect(auth.calls).toHaveLength(1);
    auth.calls[0](verified);
    await expect(callers).resolves.toEqual([verified, verified, verified]);
  });

  it('verifies a key in use again before its TTL runs out, answering from the cache meanwhile', async () => {
    const first = authenticator.authenticate(headers);
    await flush();
    auth.calls[0](verified);
    await first;
    now = 10_900; // in the last fifth of the TTL
    await expect(authenticator.authenticate(headers)).resolves.toEqual(verified);
    await expect(authenticator.authenticate(headers)).resolves.toEqual(verified);
    expect(auth.calls).toHaveLength(2);
    auth.calls[1](verified);
    await flush();
    now = 11_500; // past the first TTL: the refreshed entry serves
    await expect(authenticator.authenticate(headers)).resolves.toEqual(verified);
    expect(auth.calls).toHaveLength(2);
  });

  it('forgets a key at once when a refresh finds it no longer valid', async () => {
    const first = authenticator.authenticate(headers);
    await flush();
    auth.calls[0](verified);
    await first;
    now = 10_900;
    await authenticator.authenticate(headers);
    auth.calls[1](new DomainException('Invalid API key', ErrorCode.UNAUTHORIZED));
    await flush();
    const again = authenticator.authenticate(headers).catch((e: unknown) => e);
    await flush();
    expect(auth.calls).toHaveLength(3);
    auth.calls[2](new DomainException('Invalid API key', ErrorCode.UNAUTHORIZED));
    await expect(again).resolves.toMatchObject({ code: ErrorCode.UNAUTHORIZED });
  });
});
