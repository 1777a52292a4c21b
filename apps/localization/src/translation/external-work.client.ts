import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { SettleExternalWorkRequest, SettleExternalWorkResponse, Subjects } from '@app/contracts';

/**
 * `translation.external-work.settle.v1`: a document's credits and its completion webhook, written
 * once per document by the translation service, which owns usage and webhook delivery.
 */
@Injectable()
export class ExternalWorkClient {
  constructor(private readonly rpc: RpcClient) {}

  settle(request: SettleExternalWorkRequest): Promise<SettleExternalWorkResponse> {
    return this.rpc.send<SettleExternalWorkResponse>(Subjects.translation.settleWork, request, { timeoutMs: 15_000 });
  }
}
