import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Subjects, UploadFileChunkRequest } from '@app/contracts';
import { FilesService } from './files.service';

@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @MessagePattern(Subjects.localization.uploadFile)
  upload(@Payload() request: UploadFileChunkRequest) {
    return this.files.receiveChunk(request);
  }
}
