import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { UsageRecordEntity } from './usage-record.entity';

@Injectable()
export class UsageRepository {
  constructor(@InjectRepository(UsageRecordEntity) private readonly records: Repository<UsageRecordEntity>) {}

  /** One statement for any number of records. */
  async insertMany(records: Omit<UsageRecordEntity, 'id' | 'createdAt'>[]): Promise<void> {
    await this.records.insert(records.map((record) => ({ ...record, id: randomUUID() })));
  }
}
