import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import {
  CreateGlossaryRequest,
  GlossaryRefRequest,
  ListGlossariesRequest,
  Subjects,
  UpdateGlossaryRequest,
} from '@app/contracts';
import { requestIdOf } from '../request-id';
import { GlossariesService } from './glossaries.service';

@Controller()
export class GlossariesController {
  constructor(private readonly glossaries: GlossariesService) {}

  @MessagePattern(Subjects.glossary.createGlossary)
  create(@Payload() request: CreateGlossaryRequest, @Ctx() context: NatsContext) {
    return this.glossaries.create(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.glossary.listGlossaries)
  list(@Payload() request: ListGlossariesRequest) {
    return this.glossaries.list(request);
  }

  @MessagePattern(Subjects.glossary.getGlossary)
  get(@Payload() request: GlossaryRefRequest) {
    return this.glossaries.get(request);
  }

  @MessagePattern(Subjects.glossary.updateGlossary)
  update(@Payload() request: UpdateGlossaryRequest, @Ctx() context: NatsContext) {
    return this.glossaries.update(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.glossary.deleteGlossary)
  delete(@Payload() request: GlossaryRefRequest, @Ctx() context: NatsContext) {
    return this.glossaries.delete(request, requestIdOf(context));
  }
}
