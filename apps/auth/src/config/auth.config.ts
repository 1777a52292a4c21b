import { BaseServiceConfig } from '@app/common';

export class AuthConfig extends BaseServiceConfig {}
