import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { DetectLanguageRequest, ListLanguagesRequest, Subjects } from '@app/contracts';
import { LanguagesService } from './languages.service';

@Controller()
export class LanguagesController {
  constructor(private readonly languages: LanguagesService) {}

  @MessagePattern(Subjects.translation.listLanguages)
  list(@Payload() request: ListLanguagesRequest) {
    return this.languages.list(request.displayLanguage, request.type);
  }

  @MessagePattern(Subjects.translation.detectLanguage)
  detect(@Payload() request: DetectLanguageRequest) {
    return this.languages.detect(request.text);
  }
}
