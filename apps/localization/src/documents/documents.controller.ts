import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  DocumentDownloadRequest,
  DocumentIdRequest,
  ListDocumentsRequest,
  ReadTableFileRequest,
  StartDocumentRequest,
  Subjects,
} from '@app/contracts';
import { DocumentDownloadsService } from './document-downloads.service';
import { DocumentsService } from './documents.service';

@Controller()
export class DocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly downloads: DocumentDownloadsService,
  ) {}

  @MessagePattern(Subjects.documents.start)
  start(@Payload() request: StartDocumentRequest) {
    return this.documents.start(request);
  }

  @MessagePattern(Subjects.documents.list)
  list(@Payload() request: ListDocumentsRequest) {
    return this.documents.list(request);
  }

  @MessagePattern(Subjects.documents.get)
  get(@Payload() request: DocumentIdRequest) {
    return this.documents.get(request);
  }

  @MessagePattern(Subjects.documents.delete)
  delete(@Payload() request: DocumentIdRequest) {
    return this.documents.delete(request);
  }

  @MessagePattern(Subjects.documents.download)
  createLink(@Payload() request: DocumentDownloadRequest) {
    return this.downloads.createLink(request);
  }

  @MessagePattern(Subjects.documents.readFile)
  readFile(@Payload() request: ReadTableFileRequest) {
    return this.downloads.readChunk(request);
  }
}
