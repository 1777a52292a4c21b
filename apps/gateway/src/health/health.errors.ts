import { DomainException } from '@app/common';
import type { ServiceStatus } from './health.service';

/** 503 naming every service that is down, with each one's reason in the details. */
export function clusterUnhealthy(down: ServiceStatus[]): DomainException {
  const names = down.map((s) => `${s.service} (${s.reason})`).join(', ');
  return DomainException.unavailable(`Unhealthy: ${names}`).withDetails(down);
}
