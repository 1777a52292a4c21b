import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GetBatchJobRequest, StartBatchJobRequest, Subjects } from '@app/contracts';
import { BatchJobsService } from './batch-jobs.service';

@Controller()
export class BatchJobsController {
  constructor(private readonly jobs: BatchJobsService) {}

  @MessagePattern(Subjects.translation.startBatchJob)
  start(@Payload() request: StartBatchJobRequest) {
    return this.jobs.start(request);
  }

  @MessagePattern(Subjects.translation.getBatchJob)
  get(@Payload() request: GetBatchJobRequest) {
    return this.jobs.get(request);
  }
}
