import { Module } from '@nestjs/common';
import { InvitationsController } from './invitations.controller';
import { KeysController } from './keys.controller';
import { MembersController } from './members.controller';
import { SessionController } from './session.controller';
import { SessionOpener } from './session-opener';
import { UsageController } from './usage.controller';
import { WebSessionGuard } from './web-session.guard';
import { WebhookSecretController } from './webhook-secret.controller';

/** The web app's API under /app/api (cookie sessions + CSRF); the pages themselves are static files (static-files.ts). */
@Module({
  controllers: [
    SessionController,
    KeysController,
    MembersController,
    InvitationsController,
    WebhookSecretController,
    UsageController,
  ],
  providers: [SessionOpener, WebSessionGuard],
})
export class WebAppModule {}
