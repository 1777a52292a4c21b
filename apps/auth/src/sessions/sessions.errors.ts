import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

/** One message for an unknown email and a wrong password, so sign-in does not tell which emails have accounts. */
export function wrongEmailOrPassword(): DomainException {
  return new DomainException('Wrong email or password', ErrorCode.UNAUTHORIZED);
}

export function notSignedIn(): DomainException {
  return new DomainException('Not signed in, or the session has ended', ErrorCode.UNAUTHORIZED);
}

export function signInLocked(until: Date): DomainException {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return new DomainException(
    `Too many failed sign-ins for this email: it is locked for 15 minutes. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} (at ${until.toISOString().slice(11, 16)} UTC).`,
    ErrorCode.RATE_LIMITED,
    [{ lockedUntil: until.toISOString() }],
  );
}
