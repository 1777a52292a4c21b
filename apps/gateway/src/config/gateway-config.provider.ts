import { loadConfig } from '@app/common';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GatewayConfig } from './gateway.config';

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const gatewayConfig = loadConfig(GatewayConfig);

function readVersion(): string {
  for (const dir of [process.cwd(), join(__dirname, '../../../..'), join(__dirname, '../../../../..')]) {
    try {
      return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
    } catch {
      /* try the next place */
    }
  }
  return '0.0.0';
}

/** The product version reported by /v1/health. */
export const PRODUCT_VERSION = process.env.npm_package_version ?? readVersion();
