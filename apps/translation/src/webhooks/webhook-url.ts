import { assertPublicHttpUrl, BlockedAddressError, isPrivateAddress } from '@app/net-guard';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookHostPrivate, webhookHostUnresolved, webhookUrlRefused } from './webhooks.errors';

const LABEL = 'X-Webhook-Url';

/**
 * Checks a webhook URL when the job is started, so a bad one is a 400 now: http(s) only and,
 * unless private addresses are allowed, a host that resolves to public addresses only. The
 * address actually connected to is checked again at every delivery (DNS can change).
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<void> {
  let url: URL;
  try {
    url = assertPublicHttpUrl(raw, LABEL, allowPrivate);
  } catch (error) {
    throw webhookUrlRefused(LABEL, (error as BlockedAddressError).message);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate || isIP(host)) return;
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch {
    throw webhookHostUnresolved(LABEL, host);
  }
  const refused = addresses.find((a) => isPrivateAddress(a.address));
  if (refused) throw webhookHostPrivate(LABEL, host, refused.address);
}
