import { Module } from '@nestjs/common';

/** REST routes of the term-counter service; controllers forward to its NATS subjects. */
@Module({ controllers: [], providers: [] })
export class TermCounterGatewayModule {}
