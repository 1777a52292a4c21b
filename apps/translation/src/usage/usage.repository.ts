import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { UsageDay } from '@app/contracts';
import { UsageMonthEntity } from './usage-month.entity';
import { UsageRecordEntity } from './usage-record.entity';

@Injectable()
export class UsageRepository {
  constructor(
    @InjectRepository(UsageRecordEntity) private readonly records: Repository<UsageRecordEntity>,
    @InjectRepository(UsageMonthEntity) private readonly months: Repository<UsageMonthEntity>,
  ) {}

  /** Credits of the month that starts on `month` (YYYY-MM-01), kept by the trigger on usage_records. */
  async creditsOfMonth(organizationId: string, month: string): Promise<number> {
    return (await this.months.findOneBy({ organizationId, month }))?.credits ?? 0;
  }

  /** One statement for any number of records. */
  async insertMany(records: Omit<UsageRecordEntity, 'id' | 'createdAt'>[]): Promise<void> {
    await this.records.insert(records.map((record) => ({ ...record, id: randomUUID() })));
  }

  /** Sums per UTC day and operation since `from`, in one grouped query over the organization's index. */
  async sumByDay(organizationId: string, from: Date): Promise<UsageDay[]> {
    const rows: { day: string; operation: string; credits: string; words: string; requests: string }[] =
      await this.records
        .createQueryBuilder('r')
        .select(`to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`, 'day')
        .addSelect('r.operation', 'operation')
        .addSelect('SUM(r.credits)', 'credits')
        .addSelect('SUM(r.words)', 'words')
        .addSelect('COUNT(*)', 'requests')
        .where('r.organization_id = :organizationId AND r.created_at >= :from', { organizationId, from })
        .groupBy('day')
        .addGroupBy('r.operation')
        .orderBy('day')
        .addOrderBy('r.operation')
        .getRawMany();
    return rows.map((row) => ({
      day: row.day,
      operation: row.operation,
      credits: Number(row.credits),
      words: Number(row.words),
      requests: Number(row.requests),
    }));
  }
}
