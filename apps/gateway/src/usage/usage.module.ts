import { Module } from '@nestjs/common';
import { MonthUsageClient } from './month-usage.client';
import { UsageController } from './usage.controller';

@Module({ controllers: [UsageController], providers: [MonthUsageClient], exports: [MonthUsageClient] })
export class UsageGatewayModule {}
