import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { FluencyBatchRequest, FluencyRequest, Subjects } from '@app/contracts';
import { FluencyService } from './fluency.service';

@Controller()
export class FluencyController {
  constructor(private readonly fluency: FluencyService) {}

  @MessagePattern(Subjects.metrics.fluency)
  evaluate(@Payload() request: FluencyRequest) {
    return this.fluency.evaluate(request);
  }

  @MessagePattern(Subjects.metrics.fluencyBatch)
  evaluateBatch(@Payload() request: FluencyBatchRequest) {
    return this.fluency.evaluateBatch(request);
  }
}
