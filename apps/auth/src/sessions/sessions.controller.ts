import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SessionRequest, SignInRequest, Subjects } from '@app/contracts';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(Subjects.auth.signIn)
  signIn(@Payload() request: SignInRequest) {
    return this.sessions.signIn(request);
  }

  @MessagePattern(Subjects.auth.resolveSession)
  resolve(@Payload() request: SessionRequest) {
    return this.sessions.resolve(request.sessionId);
  }

  @MessagePattern(Subjects.auth.signOut)
  signOut(@Payload() request: SessionRequest) {
    return this.sessions.signOut(request.sessionId);
  }
}
