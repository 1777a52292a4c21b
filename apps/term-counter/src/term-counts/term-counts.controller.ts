import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import type { MsgHdrs } from 'nats';
import { REQUEST_ID_HEADER } from '@app/common';
import { CountTermsReply, CountTermsRequest, packCountTermsReply, Subjects } from '@app/contracts';
import { TermCountsService } from './term-counts.service';

@Controller()
export class TermCountsController {
  constructor(private readonly counts: TermCountsService) {}

  @MessagePattern(Subjects.termCounter.count)
  async count(@Payload() request: CountTermsRequest, @Ctx() context: NatsContext): Promise<CountTermsReply> {
    const headers = context.getHeaders() as MsgHdrs | undefined;
    // NATS answers an absent header with ''.
    const requestId = (headers?.get(REQUEST_ID_HEADER) ?? '') || undefined;
    return packCountTermsReply(await this.counts.count(request, requestId));
  }
}
