import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AddUnitsRequest, ExportUnitsPageRequest, ListUnitsRequest, Subjects, UnitRefRequest } from '@app/contracts';
import { UnitsService } from './units.service';

@Controller()
export class UnitsController {
  constructor(private readonly units: UnitsService) {}

  @MessagePattern(Subjects.memory.addUnits)
  add(@Payload() request: AddUnitsRequest) {
    return this.units.add(request);
  }

  @MessagePattern(Subjects.memory.importUnits)
  import(@Payload() request: AddUnitsRequest) {
    return this.units.import(request);
  }

  @MessagePattern(Subjects.memory.exportUnitsPage)
  exportPage(@Payload() request: ExportUnitsPageRequest) {
    return this.units.exportPage(request);
  }

  @MessagePattern(Subjects.memory.listUnits)
  list(@Payload() request: ListUnitsRequest) {
    return this.units.list(request);
  }

  @MessagePattern(Subjects.memory.deleteUnit)
  delete(@Payload() request: UnitRefRequest) {
    return this.units.delete(request);
  }
}
