import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import { GetGlossaryEntriesRequest, GetGlossarySnapshotRequest, Subjects } from '@app/contracts';
import { requestIdOf } from '../request-id';
import { EntriesService } from './entries.service';
import { SnapshotsService } from './snapshots.service';

@Controller()
export class EntriesController {
  constructor(
    private readonly entries: EntriesService,
    private readonly snapshots: SnapshotsService,
  ) {}

  @MessagePattern(Subjects.glossary.getEntries)
  get(@Payload() request: GetGlossaryEntriesRequest, @Ctx() context: NatsContext) {
    return this.entries.get(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.glossary.getEntriesPacked)
  getPacked(@Payload() request: GetGlossaryEntriesRequest, @Ctx() context: NatsContext) {
    return this.entries.getPacked(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.glossary.getSnapshot)
  getSnapshot(@Payload() request: GetGlossarySnapshotRequest, @Ctx() context: NatsContext) {
    return this.snapshots.get(request, requestIdOf(context));
  }
}
