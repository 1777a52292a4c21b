import { Body, Controller, Delete, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { SessionResponse, SignedInResponse, Subjects } from '@app/contracts';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Public } from '../auth/public.decorator';
import { WebAppController, WebAppErrors, WebAppOperation } from '../docs/web-app-api';
import { SignInBody } from './dto/web-app.bodies';
import { SessionDoc, SignedOutDoc } from './dto/web-app.responses';
import { assertSameOrigin } from './request-origin';
import { clearSessionCookie } from './session-cookie';
import { SessionOpener, toSessionView } from './session-opener';
import { sessionOf, WebSession, WebSessionRequest } from './web-session';
import { WebSessionGuard } from './web-session.guard';

/** Sign in, see who is signed in, sign out. The web app's API lives under /app/api, outside /v1. */
@WebAppController()
@Public()
@Controller('app/api/session')
export class SessionController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly opener: SessionOpener,
  ) {}

  @Post()
  @HttpCode(200)
  @WebAppOperation({
    operationId: 'webSignIn',
    summary: 'Sign in with email and password: sets the session cookie, answers the session',
    security: 'none',
    data: SessionDoc,
    errors: { 401: 'Wrong email or password', 403: 'Cross-site request refused', 429: WebAppErrors.LOCKED },
  })
  async signIn(@Body() body: SignInBody, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    assertSameOrigin(request);
    const signedIn = await this.rpc.send<SignedInResponse>(Subjects.auth.signIn, body);
    return this.opener.open(signedIn, request, response);
  }

  @Get()
  @UseGuards(WebSessionGuard)
  @WebAppOperation({
    operationId: 'webGetSession',
    summary: 'The signed-in session',
    security: 'session',
    data: SessionDoc,
  })
  current(@WebSession() session: SessionResponse) {
    return toSessionView(session);
  }

  @Delete()
  @UseGuards(WebSessionGuard)
  @WebAppOperation({
    operationId: 'webSignOut',
    summary: 'Sign out: ends the session and clears the cookie',
    security: 'session+csrf',
    data: SignedOutDoc,
    errors: { 403: WebAppErrors.CROSS_SITE },
  })
  async signOut(@Req() request: WebSessionRequest & Request, @Res({ passthrough: true }) response: Response) {
    await this.rpc.send(Subjects.auth.signOut, { sessionId: sessionOf(request).sessionId });
    clearSessionCookie(request, response);
    return { signedOut: true };
  }
}
