import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateDownloadLinkRequest, ReadTableFileRequest, Subjects } from '@app/contracts';
import { DownloadLinksService } from './download-links.service';

@Controller()
export class DownloadsController {
  constructor(private readonly downloads: DownloadLinksService) {}

  @MessagePattern(Subjects.localization.download)
  createLink(@Payload() request: CreateDownloadLinkRequest) {
    return this.downloads.createLink(request);
  }

  @MessagePattern(Subjects.localization.readFile)
  readFile(@Payload() request: ReadTableFileRequest) {
    return this.downloads.readChunk(request);
  }
}
