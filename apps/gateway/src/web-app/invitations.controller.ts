import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { InvitationPreviewResponse, SignedInResponse, Subjects } from '@app/contracts';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { Public } from '../auth/public.decorator';
import { AcceptInvitationBody, InvitationTokenBody } from './dto/web-app.bodies';
import { assertSameOrigin } from './request-origin';
import { SessionOpener } from './session-opener';

type RequestWithId = Request & { requestId?: string };

/**
 * The invited person's side, before they have a session. The token travels in the body, never
 * in a URL that logs or Referer headers could keep (the link carries it after `#`).
 */
@ApiExcludeController()
@Public()
@Controller('app/api/invitations')
export class InvitationsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly opener: SessionOpener,
  ) {}

  @Post('preview')
  @HttpCode(200)
  preview(@Body() body: InvitationTokenBody, @Req() request: RequestWithId) {
    return this.rpc.send<InvitationPreviewResponse>(Subjects.auth.previewInvitation, body, {
      requestId: request.requestId,
    });
  }

  @Post('accept')
  @HttpCode(200)
  async accept(
    @Body() body: AcceptInvitationBody,
    @Req() request: RequestWithId,
    @Res({ passthrough: true }) response: Response,
  ) {
    assertSameOrigin(request);
    const signedIn = await this.rpc.send<SignedInResponse>(Subjects.auth.acceptInvitation, body, {
      requestId: request.requestId,
    });
    return this.opener.open(signedIn, request, response);
  }
}
