import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { QuotaService } from './quota.service';
import { UsageMonthEntity } from './usage-month.entity';
import { UsageRecordEntity } from './usage-record.entity';
import { UsageReportService } from './usage-report.service';
import { UsageController } from './usage.controller';
import { UsageMonthRepository } from './usage-month.repository';
import { UsageRecordRepository } from './usage-record.repository';
import { UsageService } from './usage.service';

@Module({
  imports: [
    ServiceConfigModule.for(TranslationConfig),
    TypeOrmModule.forFeature([UsageRecordEntity, UsageMonthEntity]),
  ],
  controllers: [UsageController],
  providers: [UsageRecordRepository, UsageMonthRepository, UsageService, QuotaService, UsageReportService],
  exports: [UsageService, QuotaService],
})
export class UsageModule {}
