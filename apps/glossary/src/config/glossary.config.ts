import { BaseServiceConfig } from '@app/common';

export class GlossaryConfig extends BaseServiceConfig {}
