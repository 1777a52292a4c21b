import { Injectable } from '@nestjs/common';
import { UsageByDayRequest, UsageByDayResponse } from '@app/contracts';
import { UsageRecordRepository } from './usage-record.repository';
import { UsageService } from './usage.service';

const DAY_MS = 86_400_000;

/** Usage per day for the web app's chart: today (UTC) and the `days - 1` days before it. */
@Injectable()
export class UsageReportService {
  constructor(
    private readonly records: UsageRecordRepository,
    private readonly recorder: UsageService,
  ) {}

  async byDay(request: UsageByDayRequest): Promise<UsageByDayResponse> {
    // Records still queued in this replica would otherwise be missing from a chart read right after use.
    await this.recorder.flush();
    const today = new Date(new Date().toISOString().slice(0, 10));
    const from = new Date(today.getTime() - (request.days - 1) * DAY_MS);
    const usage = await this.records.sumByDay(request.caller.organizationId, from);
    return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10), usage };
  }
}
