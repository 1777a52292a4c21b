import { checkZipLimits as checkZip, ZipLimitError, ZipOpenError } from '@app/common';
import { SourceParseError } from './source-entry';
import { SourceLimitError, SourceLimits } from './source-limits';

/** The shared zip check (libs/common), its refusals as this service's source errors. */
export async function checkZipLimits(bytes: Buffer, format: string, limits: SourceLimits): Promise<void> {
  try {
    await checkZip(bytes, `${format} source`, limits);
  } catch (error) {
    if (error instanceof ZipLimitError) throw new SourceLimitError(error.limit, error.max, error.message);
    if (error instanceof ZipOpenError) throw new SourceParseError(error.message);
    throw error;
  }
}
