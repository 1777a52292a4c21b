import { BaseServiceConfig } from '@app/common';

export class LocalizationConfig extends BaseServiceConfig {}
