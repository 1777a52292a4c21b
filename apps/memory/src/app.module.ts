import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, NatsClientModule, ServiceConfigModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { MemoryConfig } from './config/memory.config';
import { memoryDataSourceOptions } from './database/data-source';
import { LookupModule } from './lookup/lookup.module';
import { MemoriesModule } from './memories/memories.module';
import { UnitsModule } from './units/units.module';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ServiceConfigModule.for(MemoryConfig)],
      inject: [MemoryConfig],
      useFactory: (config: MemoryConfig) => memoryDataSourceOptions(config.DATABASE_URL),
    }),
    NatsClientModule.forConfig(MemoryConfig),
    MemoriesModule,
    UnitsModule,
    LookupModule,
  ],
  controllers: [createHealthController('memory', Subjects.memory.health)],
})
export class AppModule {}
