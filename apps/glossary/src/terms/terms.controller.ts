import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  BulkCreateTermsRequest,
  CreateTermRequest,
  ListTermsRequest,
  Subjects,
  TermRefRequest,
  UpdateTermRequest,
} from '@app/contracts';
import { TermsService } from './terms.service';

@Controller()
export class TermsController {
  constructor(private readonly terms: TermsService) {}

  @MessagePattern(Subjects.glossary.listTerms)
  list(@Payload() request: ListTermsRequest) {
    return this.terms.list(request);
  }

  @MessagePattern(Subjects.glossary.createTerm)
  create(@Payload() request: CreateTermRequest) {
    return this.terms.create(request);
  }

  @MessagePattern(Subjects.glossary.bulkCreateTerms)
  bulkCreate(@Payload() request: BulkCreateTermsRequest) {
    return this.terms.bulkCreate(request);
  }

  @MessagePattern(Subjects.glossary.getTerm)
  get(@Payload() request: TermRefRequest) {
    return this.terms.get(request);
  }

  @MessagePattern(Subjects.glossary.updateTerm)
  update(@Payload() request: UpdateTermRequest) {
    return this.terms.update(request);
  }

  @MessagePattern(Subjects.glossary.deleteTerm)
  delete(@Payload() request: TermRefRequest) {
    return this.terms.delete(request);
  }
}
