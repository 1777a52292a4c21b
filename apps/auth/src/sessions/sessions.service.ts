import { Injectable, Logger } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { SessionResponse, SignedInResponse, SignInRequest } from '@app/contracts';
import { newOpaqueToken, sha256Hex } from '../tokens/opaque-token';
import { UserRepository } from '../users/user.repository';
import { SessionRepository } from './session.repository';
import { notSignedIn, wrongEmailOrPassword } from './sessions.errors';
import { SignInThrottle } from './sign-in-throttle';

/** A session ends 7 days after sign-in, or after 24 hours without use. */
const SESSION_LIFETIME_MS = 7 * 24 * 3_600_000;
const SESSION_IDLE_MS = 24 * 3_600_000;
const LAST_SEEN_GRANULARITY_MS = 60_000;

@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);
  /** Verified against when the email is unknown, so the answer takes as long as for a wrong password. */
  private readonly decoyHash = hash(newOpaqueToken());

  constructor(
    private readonly sessions: SessionRepository,
    private readonly users: UserRepository,
    private readonly throttle: SignInThrottle,
  ) {}

  async signIn(request: SignInRequest): Promise<SignedInResponse> {
    const email = request.email.toLowerCase();
    await this.throttle.assertNotLocked(email);
    const user = await this.users.findByEmail(email);
    const passwordOk = await verify(user?.passwordHash ?? (await this.decoyHash), request.password);
    if (!user || !passwordOk) {
      this.logger.warn('sign-in refused: wrong email or password');
      await this.throttle.recordFailure(email);
      throw wrongEmailOrPassword();
    }
    await this.throttle.clear(email);
    return this.start(user.id);
  }

  /** Opens a session for a user who has just proved who they are (sign-in or accepted invitation). */
  async start(userId: string): Promise<SignedInResponse> {
    const now = new Date();
    await this.sessions.deleteEnded(userId, now, new Date(now.getTime() - SESSION_IDLE_MS));
    const sessionId = newOpaqueToken();
    const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
    await this.sessions.insert({
      idHash: sha256Hex(sessionId),
      userId,
      csrfToken: newOpaqueToken(),
      lastSeenAt: now,
      expiresAt,
    });
    this.logger.log({ userId }, 'signed in');
    return { sessionId, expiresAt: expiresAt.toISOString() };
  }

  async resolve(sessionId: string): Promise<SessionResponse> {
    const now = new Date();
    const idHash = sha256Hex(sessionId);
    const session = await this.sessions.findLive(idHash, now, new Date(now.getTime() - SESSION_IDLE_MS));
    if (!session?.user) throw notSignedIn();
    await this.sessions.touch(idHash, now, LAST_SEEN_GRANULARITY_MS);
    const memberships = await this.users.listMemberships(session.userId);
    return {
      user: { id: session.user.id, email: session.user.email },
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt.toISOString(),
      memberships: memberships.map((m) => ({
        organizationId: m.organizationId,
        organizationName: m.organization?.name ?? '',
        role: m.role,
      })),
    };
  }

  async signOut(sessionId: string): Promise<{ signedOut: true }> {
    await this.sessions.delete(sha256Hex(sessionId));
    return { signedOut: true };
  }
}
