import { HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { DomainException } from '@app/common';
import { DeeplController } from './deepl-api.decorators';

/**
 * Documents are not translated by this service yet (issue 39). DeepL's clients are told so with
 * a 400 and a message (deepl-node: `DeepLError`), never a status they would retry.
 */
const NOT_AVAILABLE = 'Document translation is not available on this server yet; translate the text with /v2/translate';

// Not in the OpenAPI document: nothing is offered here yet.
@ApiExcludeController()
@DeeplController('v2/document')
export class DeeplDocumentsController {
  @Post()
  @HttpCode(400)
  upload(): never {
    throw DomainException.badRequest(NOT_AVAILABLE);
  }

  @Post(':documentId')
  @HttpCode(400)
  status(): never {
    throw DomainException.badRequest(NOT_AVAILABLE);
  }

  @Post(':documentId/result')
  @HttpCode(400)
  result(): never {
    throw DomainException.badRequest(NOT_AVAILABLE);
  }
}
