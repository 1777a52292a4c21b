import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import { GetBatchJobRequest, StartBatchJobRequest, Subjects } from '@app/contracts';
import { requestIdOf } from '../translate/translate.controller';
import { BatchJobsService } from './batch-jobs.service';

@Controller()
export class BatchJobsController {
  constructor(private readonly jobs: BatchJobsService) {}

  @MessagePattern(Subjects.translation.startBatchJob)
  start(@Payload() request: StartBatchJobRequest, @Ctx() context: NatsContext) {
    return this.jobs.start(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.translation.getBatchJob)
  get(@Payload() request: GetBatchJobRequest) {
    return this.jobs.get(request);
  }
}
