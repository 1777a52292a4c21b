import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Subjects, UsageByDayRequest } from '@app/contracts';
import { UsageReportService } from './usage-report.service';

@Controller()
export class UsageController {
  constructor(private readonly reports: UsageReportService) {}

  @MessagePattern(Subjects.translation.usageByDay)
  byDay(@Payload() request: UsageByDayRequest) {
    return this.reports.byDay(request);
  }
}
