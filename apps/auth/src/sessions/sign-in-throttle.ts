import { Injectable } from '@nestjs/common';
import { signInLocked } from './sessions.errors';
import { SignInThrottleRepository } from './sign-in-throttle.repository';

const MAX_FAILURES = 10;
const WINDOW_MS = 15 * 60_000;
const LOCK_MS = 15 * 60_000;

/** Ten failed sign-ins for an email within 15 minutes lock it for 15 minutes, whether or not the email has an account. */
@Injectable()
export class SignInThrottle {
  constructor(private readonly throttles: SignInThrottleRepository) {}

  async assertNotLocked(email: string): Promise<void> {
    const until = await this.throttles.lockedUntil(email, new Date());
    if (until) throw signInLocked(until);
  }

  /** Throws the lock message when this failure locks the email. */
  async recordFailure(email: string): Promise<void> {
    const until = await this.throttles.recordFailure(email, new Date(), WINDOW_MS, MAX_FAILURES, LOCK_MS);
    if (until) throw signInLocked(until);
  }

  clear(email: string): Promise<void> {
    return this.throttles.clear(email);
  }
}
