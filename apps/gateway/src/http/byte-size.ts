const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A size as the config spells it ('1mb', '512kb', '1048576'), in bytes, as body-parser read it. */
export function bytesOf(size: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(size);
  if (!match) throw new Error(`Not a size: ${size}`);
  const unit = match[2] as string | undefined;
  return Math.floor(Number(match[1]) * UNITS[(unit ?? 'b').toLowerCase()]);
}
