import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GetGlossaryEntriesRequest, GetGlossarySnapshotRequest, Subjects } from '@app/contracts';
import { EntriesService } from './entries.service';
import { SnapshotsService } from './snapshots.service';

@Controller()
export class EntriesController {
  constructor(
    private readonly entries: EntriesService,
    private readonly snapshots: SnapshotsService,
  ) {}

  @MessagePattern(Subjects.glossary.getEntries)
  get(@Payload() request: GetGlossaryEntriesRequest) {
    return this.entries.get(request);
  }

  @MessagePattern(Subjects.glossary.getEntriesPacked)
  getPacked(@Payload() request: GetGlossaryEntriesRequest) {
    return this.entries.getPacked(request);
  }

  @MessagePattern(Subjects.glossary.getSnapshot)
  getSnapshot(@Payload() request: GetGlossarySnapshotRequest) {
    return this.snapshots.get(request);
  }
}
