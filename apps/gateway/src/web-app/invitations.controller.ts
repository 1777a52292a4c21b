import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { InvitationPreviewResponse, SignedInResponse, Subjects } from '@app/contracts';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Public } from '../auth/public.decorator';
import { WebAppController, WebAppErrors, WebAppOperation } from '../docs/web-app-api';
import { AcceptInvitationBody, InvitationTokenBody } from './dto/web-app.bodies';
import { InvitationPreviewDoc, SessionDoc } from './dto/web-app.responses';
import { assertSameOrigin } from './request-origin';
import { SessionOpener } from './session-opener';

/**
 * The invited person's side, before they have a session. The token travels in the body, never
 * in a URL that logs or Referer headers could keep (the link carries it after `#`).
 */
@WebAppController()
@Public()
@Controller('app/api/invitations')
export class InvitationsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly opener: SessionOpener,
  ) {}

  @Post('preview')
  @HttpCode(200)
  @WebAppOperation({
    operationId: 'webPreviewInvitation',
    summary: 'What an invitation token invites to, before accepting it',
    security: 'none',
    data: InvitationPreviewDoc,
    errors: { 404: 'Unknown invitation token', 410: WebAppErrors.STALE_INVITATION },
  })
  preview(@Body() body: InvitationTokenBody) {
    return this.rpc.send<InvitationPreviewResponse>(Subjects.auth.previewInvitation, body);
  }

  @Post('accept')
  @HttpCode(200)
  @WebAppOperation({
    operationId: 'webAcceptInvitation',
    summary: 'Accept an invitation (a new account takes the password): signs in like webSignIn',
    security: 'none',
    data: SessionDoc,
    errors: {
      401: 'Wrong password of the existing account the invitation is for',
      403: 'Cross-site request refused',
      404: 'Unknown invitation token',
      410: WebAppErrors.STALE_INVITATION,
      429: WebAppErrors.LOCKED,
    },
  })
  async accept(
    @Body() body: AcceptInvitationBody,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ) {
    assertSameOrigin(request);
    const signedIn = await this.rpc.send<SignedInResponse>(Subjects.auth.acceptInvitation, body);
    return this.opener.open(signedIn, request, response);
  }
}
