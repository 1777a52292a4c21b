import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GenerateTableRequest, GetTableRequest, ListTablesRequest, Subjects } from '@app/contracts';
import { TablesService } from './tables.service';

@Controller()
export class TablesController {
  constructor(private readonly tables: TablesService) {}

  @MessagePattern(Subjects.localization.generate)
  generate(@Payload() request: GenerateTableRequest) {
    return this.tables.generate(request);
  }

  @MessagePattern(Subjects.localization.list)
  list(@Payload() request: ListTablesRequest) {
    return this.tables.list(request);
  }

  @MessagePattern(Subjects.localization.get)
  get(@Payload() request: GetTableRequest) {
    return this.tables.get(request);
  }
}
