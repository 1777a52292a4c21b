import { ConsoleLogger } from '@nestjs/common';
import { currentRequestId } from './request-context';

/** Nest's console logger with the current request id in every line's context. */
export class CorrelatedLogger extends ConsoleLogger {
  protected formatContext(context: string): string {
    const requestId = currentRequestId();
    return super.formatContext(requestId ? `${context}] [${requestId}` : context);
  }
}
