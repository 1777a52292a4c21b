import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { CallerContext } from '@app/contracts';
import { SessionAllowed } from '../auth/session-access.decorator';
import { Caller } from '../auth/caller.decorator';
import { ApiEnvelope } from '../docs/api-responses';
import { MonthUsageClient } from './month-usage.client';

class UsageDoc {
  @ApiProperty({ example: 'free' }) plan: string;
  @ApiProperty({ example: 10_000, nullable: true, type: 'number', description: 'Null: unlimited' })
  monthlyCredits: number | null;
  @ApiProperty({ example: 1_250 }) usedCredits: number;
  @ApiProperty({ example: 8_750, nullable: true, type: 'number', description: 'Null: unlimited' })
  remainingCredits: number | null;
  @ApiProperty({ example: '2026-02-01T00:00:00Z', description: 'When the month starts again (00:00 UTC)' })
  resetsAt: string;
  @ApiProperty({ example: 60, nullable: true, type: 'number', description: 'Per API key; null: unlimited' })
  requestsPerMinute: number | null;
}

/** CONTRACT "Markup in text and usage": what the organization's plan allows and what is left of it; costs nothing. */
@ApiTags('Usage')
@Controller('usage')
export class UsageController {
  constructor(private readonly usage: MonthUsageClient) {}

  @Get()
  @SessionAllowed('use')
  @ApiOperation({
    operationId: 'getUsage',
    summary: "The organization's plan, the month's credits used and left, when they reset, and the rate limit",
  })
  @ApiEnvelope(UsageDoc)
  get(@Caller() caller: CallerContext) {
    return this.usage.ofMonth(caller);
  }
}
