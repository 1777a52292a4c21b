import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Subjects, TranslateBatchRequest, TranslateRequest } from '@app/contracts';
import { TranslateBatchService } from './translate-batch.service';
import { TranslateService } from './translate.service';

@Controller()
export class TranslateController {
  constructor(
    private readonly single: TranslateService,
    private readonly batch: TranslateBatchService,
  ) {}

  @MessagePattern(Subjects.translation.translate)
  translate(@Payload() request: TranslateRequest) {
    return this.single.translate(request);
  }

  @MessagePattern(Subjects.translation.translateBatch)
  translateBatch(@Payload() request: TranslateBatchRequest) {
    return this.batch.translateBatch(request);
  }

  /** Documents: charged once for the whole job when it settles (external-work/), never per batch. */
  @MessagePattern(Subjects.translation.translateBatchUncharged)
  translateBatchUncharged(@Payload() request: TranslateBatchRequest) {
    return this.batch.translateUncharged(request);
  }

  @MessagePattern(Subjects.translation.checkBatch)
  checkBatch(@Payload() request: TranslateBatchRequest) {
    return this.batch.checkOnly(request);
  }
}
