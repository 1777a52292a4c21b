import { Module } from '@nestjs/common';
import { TermCounterController } from './term-counter.controller';

/** REST routes of the term-counter service; controllers forward to its NATS subjects. */
@Module({ controllers: [TermCounterController], providers: [] })
export class TermCounterGatewayModule {}
