import { ErrorCode } from './error-codes';

export interface SuccessEnvelope<T> {
  status: 'ok';
  timestamp: string;
  data: T;
}

export interface ErrorEnvelope {
  status: 'error';
  timestamp: string;
  error: { code: ErrorCode; message: string; details?: unknown[]; requestId?: string };
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** A service answer that carries pagination beside its data; the gateway lifts it into the envelope. */
export interface Paginated<T> {
  items: T[];
  pagination: Pagination;
}
