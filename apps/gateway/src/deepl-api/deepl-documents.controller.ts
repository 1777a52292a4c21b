import { HttpCode, Post } from '@nestjs/common';
import { documentsNotAvailable } from './deepl.errors';
import { ApiExcludeController } from '@nestjs/swagger';
import { DeeplController } from './deepl-api.decorators';

/**
 * Documents are not translated by this service yet (issue 39). DeepL's clients are told so with
 * a 400 and a message (deepl-node: `DeepLError`), never a status they would retry.
 */
// Not in the OpenAPI document: nothing is offered here yet.
@ApiExcludeController()
@DeeplController('v2/document')
export class DeeplDocumentsController {
  @Post()
  @HttpCode(400)
  upload(): never {
    throw documentsNotAvailable();
  }

  @Post(':documentId')
  @HttpCode(400)
  status(): never {
    throw documentsNotAvailable();
  }

  @Post(':documentId/result')
  @HttpCode(400)
  result(): never {
    throw documentsNotAvailable();
  }
}
