import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GetAgenticRequest, StartAgenticRequest, Subjects } from '@app/contracts';
import { AgenticService } from './agentic.service';

@Controller()
export class AgenticController {
  constructor(private readonly agentic: AgenticService) {}

  @MessagePattern(Subjects.translation.startAgentic)
  start(@Payload() request: StartAgenticRequest) {
    return this.agentic.start(request);
  }

  @MessagePattern(Subjects.translation.getAgentic)
  get(@Payload() request: GetAgenticRequest) {
    return this.agentic.get(request);
  }
}
