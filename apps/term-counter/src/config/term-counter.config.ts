import { BaseServiceConfig } from '@app/common';

export class TermCounterConfig extends BaseServiceConfig {}
