import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { checkSession } from './session-check';
import { WebSessionRequest } from './web-session';

/** Web app routes (/app/api): a live session, and its CSRF token on every state-changing request. */
@Injectable()
export class WebSessionGuard implements CanActivate {
  constructor(private readonly rpc: RpcClient) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WebSessionRequest>();
    request.webSession = await checkSession(this.rpc, request);
    return true;
  }
}
