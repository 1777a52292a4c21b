import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { UsageMonthEntity } from './usage-month.entity';

/** Monthly totals, written only by the trigger on usage_records: this side reads them. */
@Injectable()
export class UsageMonthRepository {
  constructor(@InjectRepository(UsageMonthEntity) private readonly months: Repository<UsageMonthEntity>) {}

  /** Credits of the month that starts on `month` (YYYY-MM-01), kept by the trigger on usage_records. */
  async creditsOfMonth(organizationId: string, month: string): Promise<number> {
    return (await this.months.findOneBy({ organizationId, month }))?.credits ?? 0;
  }
}
