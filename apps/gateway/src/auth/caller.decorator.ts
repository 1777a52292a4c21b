import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { CallerContext } from '@app/contracts';

export interface AuthenticatedRequest {
  caller?: CallerContext;
  requestId?: string;
}

/** The organization and key behind the request, set by the API key guard. */
export const Caller = createParamDecorator((_: unknown, ctx: ExecutionContext): CallerContext => {
  const { caller } = ctx.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!caller) throw new Error('@Caller() on a route that the API key guard does not protect');
  return caller;
});
