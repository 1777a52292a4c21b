import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { finalize, Observable } from 'rxjs';
import { InFlight } from './in-flight';

/** Counts every handler from the moment it is called until its answer is complete. */
@Injectable()
export class InFlightInterceptor implements NestInterceptor {
  constructor(private readonly inFlight: InFlight) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    this.inFlight.enter();
    return next.handle().pipe(finalize(() => this.inFlight.leave()));
  }
}
