import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import type { MsgHdrs } from 'nats';
import { REQUEST_ID_HEADER } from '@app/common';
import { Subjects, TranslateBatchRequest, TranslateRequest } from '@app/contracts';
import { TranslateBatchService } from './translate-batch.service';
import { TranslateService } from './translate.service';

export function requestIdOf(context: NatsContext): string | undefined {
  const headers = context.getHeaders() as MsgHdrs | undefined;
  // NATS answers an absent header with ''.
  return (headers?.get(REQUEST_ID_HEADER) ?? '') || undefined;
}

@Controller()
export class TranslateController {
  constructor(
    private readonly single: TranslateService,
    private readonly batch: TranslateBatchService,
  ) {}

  @MessagePattern(Subjects.translation.translate)
  translate(@Payload() request: TranslateRequest, @Ctx() context: NatsContext) {
    return this.single.translate(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.translation.translateBatch)
  translateBatch(@Payload() request: TranslateBatchRequest, @Ctx() context: NatsContext) {
    return this.batch.translateBatch(request, requestIdOf(context));
  }
}
