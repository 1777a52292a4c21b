import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CountTermsReply, CountTermsRequest, packCountTermsReply, Subjects } from '@app/contracts';
import { TermCountsService } from './term-counts.service';

@Controller()
export class TermCountsController {
  constructor(private readonly counts: TermCountsService) {}

  @MessagePattern(Subjects.termCounter.count)
  async count(@Payload() request: CountTermsRequest): Promise<CountTermsReply> {
    return packCountTermsReply(await this.counts.count(request));
  }
}
