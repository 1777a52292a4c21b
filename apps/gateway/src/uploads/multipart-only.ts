import { CallHandler, ExecutionContext, mixin, NestInterceptor, Type } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { Observable } from 'rxjs';

/** Wider than multer's own test (type-is), so that every request multer would read still reaches it. */
const mayBeMultipart = (request: IncomingMessage) => /multipart/i.test(request.headers['content-type'] ?? '');

/**
 * A multer interceptor (`FilesInterceptor(...)`, `AnyFilesInterceptor(...)`) that runs only for
 * requests that may be multipart. Multer lets any other request through untouched, but only
 * after a promise, a response watcher and an RxJS operator per request: on the JSON hot path of
 * `POST /translation/translate` that was about 3 % of the gateway's CPU (apps/gateway/README.md).
 */
export function MultipartOnly(multer: Type<NestInterceptor>): Type<NestInterceptor> {
  class MultipartOnlyInterceptor implements NestInterceptor {
    // Multer's mixin takes its module options as an optional first argument; the gateway sets none.
    private readonly multer = new multer();

    intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> | Promise<Observable<unknown>> {
      if (!mayBeMultipart(context.switchToHttp().getRequest<IncomingMessage>())) return next.handle();
      return this.multer.intercept(context, next);
    }
  }
  return mixin(MultipartOnlyInterceptor);
}
