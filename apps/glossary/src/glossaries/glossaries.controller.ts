import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateGlossaryRequest,
  GlossaryRefRequest,
  ListGlossariesRequest,
  Subjects,
  UpdateGlossaryRequest,
} from '@app/contracts';
import { GlossariesService } from './glossaries.service';

@Controller()
export class GlossariesController {
  constructor(private readonly glossaries: GlossariesService) {}

  @MessagePattern(Subjects.glossary.createGlossary)
  create(@Payload() request: CreateGlossaryRequest) {
    return this.glossaries.create(request);
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
  update(@Payload() request: UpdateGlossaryRequest) {
    return this.glossaries.update(request);
  }

  @MessagePattern(Subjects.glossary.deleteGlossary)
  delete(@Payload() request: GlossaryRefRequest) {
    return this.glossaries.delete(request);
  }
}
