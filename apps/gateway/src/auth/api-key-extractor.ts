/** Reads the API key from `X-Api-Key` or `Authorization: Bearer`, the two forms SPEC documents. */
export function extractApiKey(headers: Record<string, string | string[] | undefined>): string | null {
  const direct = first(headers['x-api-key'])?.trim();
  if (direct) return direct;
  const authorization = first(headers.authorization)?.trim();
  const match = authorization?.match(/^Bearer\s+(\S+)$/i);
  return match ? match[1] : null;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
