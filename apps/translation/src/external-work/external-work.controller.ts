import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SettleExternalWorkRequest, Subjects } from '@app/contracts';
import { ExternalWorkService } from './external-work.service';

@Controller()
export class ExternalWorkController {
  constructor(private readonly work: ExternalWorkService) {}

  @MessagePattern(Subjects.translation.settleWork)
  settle(@Payload() request: SettleExternalWorkRequest) {
    return this.work.settle(request);
  }
}
