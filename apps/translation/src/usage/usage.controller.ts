import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CheckQuotaRequest, Subjects, UsageByDayRequest, UsageOfMonthRequest } from '@app/contracts';
import { QuotaService } from './quota.service';
import { UsageReportService } from './usage-report.service';

@Controller()
export class UsageController {
  constructor(
    private readonly reports: UsageReportService,
    private readonly quota: QuotaService,
  ) {}

  @MessagePattern(Subjects.translation.usageByDay)
  byDay(@Payload() request: UsageByDayRequest) {
    return this.reports.byDay(request);
  }

  @MessagePattern(Subjects.translation.checkQuota)
  checkQuota(@Payload() request: CheckQuotaRequest) {
    return this.quota.check(request);
  }

  @MessagePattern(Subjects.translation.usageOfMonth)
  ofMonth(@Payload() request: UsageOfMonthRequest) {
    return this.quota.ofMonth(request);
  }
}
