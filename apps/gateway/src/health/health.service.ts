import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { HealthSubjects, ServiceHealthResponse, ServiceName, ServiceNames } from '@app/contracts';

export interface ServiceStatus {
  service: ServiceName;
  status: 'up' | 'down';
  reason?: string;
}

@Injectable()
export class HealthService {
  constructor(private readonly rpc: RpcClient) {}

  /** Asks every service at once; one that does not answer in time, or whose database is down, is down. */
  checkAll(timeoutMs: number): Promise<ServiceStatus[]> {
    return Promise.all(ServiceNames.map((service) => this.check(service, timeoutMs)));
  }

  private async check(service: ServiceName, timeoutMs: number): Promise<ServiceStatus> {
    try {
      const answer = await this.rpc.send<ServiceHealthResponse>(HealthSubjects[service], {}, { timeoutMs });
      return answer.database === 'up'
        ? { service, status: 'up' }
        : { service, status: 'down', reason: 'database unreachable' };
    } catch {
      return { service, status: 'down', reason: 'no answer' };
    }
  }
}
