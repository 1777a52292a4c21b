import { readXlsxRows, ZipLimitError, ZipOpenError } from '@app/common';
import { SourceParseError } from './source-entry';
import { SourceLimitError, SourceLimits } from './source-limits';

/** The shared XLSX reading (libs/common, zip limits first), its refusals as this service's source errors. */
export async function readXlsxSourceRows(bytes: Buffer, limits: SourceLimits): Promise<string[][]> {
  try {
    return (await readXlsxRows(bytes, 'XLSX source', limits)).map((row) => row.cells);
  } catch (error) {
    if (error instanceof ZipLimitError) throw new SourceLimitError(error.limit, error.max, error.message);
    if (error instanceof ZipOpenError) throw new SourceParseError(error.message);
    throw error;
  }
}
