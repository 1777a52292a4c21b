import { BaseServiceConfig } from '@app/common';

export class MetricsConfig extends BaseServiceConfig {}
