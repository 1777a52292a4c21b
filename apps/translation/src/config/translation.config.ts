import { BaseServiceConfig } from '@app/common';

export class TranslationConfig extends BaseServiceConfig {}
