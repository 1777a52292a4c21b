import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { LookupRequest, MatchTextsRequest, Subjects } from '@app/contracts';
import { LookupService } from './lookup.service';

@Controller()
export class LookupController {
  constructor(private readonly lookups: LookupService) {}

  @MessagePattern(Subjects.memory.lookup)
  lookup(@Payload() request: LookupRequest) {
    return this.lookups.lookup(request);
  }

  @MessagePattern(Subjects.memory.matchTexts)
  matchTexts(@Payload() request: MatchTextsRequest) {
    return this.lookups.matchTexts(request);
  }
}
