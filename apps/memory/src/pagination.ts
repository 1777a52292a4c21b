import { Pagination } from '@app/contracts';

/** SPEC `pagination` = `{page, limit, total, totalPages}`; an empty listing has 0 pages. */
export function paginationOf(page: number, limit: number, total: number): Pagination {
  return { page, limit, total, totalPages: Math.ceil(total / limit) };
}
