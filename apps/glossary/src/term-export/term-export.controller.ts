import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ExportTermsPageRequest, Subjects } from '@app/contracts';
import { TermExportService } from './term-export.service';

@Controller()
export class TermExportController {
  constructor(private readonly exports: TermExportService) {}

  @MessagePattern(Subjects.glossary.exportTermsPage)
  page(@Payload() request: ExportTermsPageRequest) {
    return this.exports.page(request);
  }
}
