import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemoriesModule } from '../memories/memories.module';
import { SearchKeyStatistics } from './search-key-statistics';
import { UnitEntity } from './unit.entity';
import { UnitRepository } from './unit.repository';
import { UnitsController } from './units.controller';
import { UnitsService } from './units.service';

@Module({
  imports: [MemoriesModule, TypeOrmModule.forFeature([UnitEntity])],
  controllers: [UnitsController],
  providers: [UnitRepository, UnitsService, SearchKeyStatistics],
  exports: [UnitRepository, UnitsService, SearchKeyStatistics],
})
export class UnitsModule {}
