import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { CallerContext, Subjects, UsageOfMonthResponse } from '@app/contracts';

/** The caller's usage of the month as the quota check sees it: `/v1/usage` and DeepL's `/v2/usage`. */
@Injectable()
export class MonthUsageClient {
  constructor(private readonly rpc: RpcClient) {}

  ofMonth(caller: CallerContext): Promise<UsageOfMonthResponse> {
    return this.rpc.send<UsageOfMonthResponse>(Subjects.translation.usageOfMonth, { caller });
  }
}
