import { Transform } from 'class-transformer';

/**
 * Multipart fields arrive as strings: "true"/"false" (and "1"/"0") become booleans. Anything
 * else stays as sent, so `@IsBoolean()` still refuses it with a 400.
 */
export function BooleanField() {
  return Transform(({ value }: { value: unknown }) => {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  });
}
