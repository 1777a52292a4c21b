import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import { GetAgenticRequest, StartAgenticRequest, Subjects } from '@app/contracts';
import { requestIdOf } from '../translate/translate.controller';
import { AgenticService } from './agentic.service';

@Controller()
export class AgenticController {
  constructor(private readonly agentic: AgenticService) {}

  @MessagePattern(Subjects.translation.startAgentic)
  start(@Payload() request: StartAgenticRequest, @Ctx() context: NatsContext) {
    return this.agentic.start(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.translation.getAgentic)
  get(@Payload() request: GetAgenticRequest) {
    return this.agentic.get(request);
  }
}
