import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GembaRequest, Subjects } from '@app/contracts';
import { GembaService } from './gemba.service';

@Controller()
export class GembaController {
  constructor(private readonly gemba: GembaService) {}

  @MessagePattern(Subjects.metrics.gemba)
  score(@Payload() request: GembaRequest) {
    return this.gemba.score(request);
  }
}
