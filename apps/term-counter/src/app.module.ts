import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, NatsClientModule, ServiceConfigModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { TermCounterConfig } from './config/term-counter.config';
import { termCounterDataSourceOptions } from './database/data-source';
import { TermCountsModule } from './term-counts/term-counts.module';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ServiceConfigModule.for(TermCounterConfig)],
      inject: [TermCounterConfig],
      useFactory: (config: TermCounterConfig) => termCounterDataSourceOptions(config.DATABASE_URL),
    }),
    NatsClientModule.forConfig(TermCounterConfig),
    TermCountsModule,
  ],
  controllers: [createHealthController('term-counter', Subjects.termCounter.health)],
})
export class AppModule {}
