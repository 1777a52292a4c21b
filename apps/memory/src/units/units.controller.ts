import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AddUnitsRequest, ListUnitsRequest, Subjects, UnitRefRequest } from '@app/contracts';
import { UnitsService } from './units.service';

@Controller()
export class UnitsController {
  constructor(private readonly units: UnitsService) {}

  @MessagePattern(Subjects.memory.addUnits)
  add(@Payload() request: AddUnitsRequest) {
    return this.units.add(request);
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
