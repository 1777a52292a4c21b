import { Controller } from '@nestjs/common';
import { Ctx, MessagePattern, NatsContext, Payload } from '@nestjs/microservices';
import {
  BulkCreateTermsRequest,
  CreateTermRequest,
  ListTermsRequest,
  Subjects,
  TermRefRequest,
  UpdateTermRequest,
} from '@app/contracts';
import { requestIdOf } from '../request-id';
import { TermsService } from './terms.service';

@Controller()
export class TermsController {
  constructor(private readonly terms: TermsService) {}

  @MessagePattern(Subjects.glossary.listTerms)
  list(@Payload() request: ListTermsRequest) {
    return this.terms.list(request);
  }

  @MessagePattern(Subjects.glossary.createTerm)
  create(@Payload() request: CreateTermRequest, @Ctx() context: NatsContext) {
    return this.terms.create(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.glossary.bulkCreateTerms)
  bulkCreate(@Payload() request: BulkCreateTermsRequest, @Ctx() context: NatsContext) {
    return this.terms.bulkCreate(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.glossary.getTerm)
  get(@Payload() request: TermRefRequest) {
    return this.terms.get(request);
  }

  @MessagePattern(Subjects.glossary.updateTerm)
  update(@Payload() request: UpdateTermRequest, @Ctx() context: NatsContext) {
    return this.terms.update(request, requestIdOf(context));
  }

  @MessagePattern(Subjects.glossary.deleteTerm)
  delete(@Payload() request: TermRefRequest, @Ctx() context: NatsContext) {
    return this.terms.delete(request, requestIdOf(context));
  }
}
