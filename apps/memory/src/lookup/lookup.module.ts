import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { MemoryConfig } from '../config/memory.config';
import { UnitsModule } from '../units/units.module';
import { LookupController } from './lookup.controller';
import { LookupService } from './lookup.service';

@Module({
  imports: [ServiceConfigModule.for(MemoryConfig), UnitsModule],
  controllers: [LookupController],
  providers: [LookupService],
})
export class LookupModule {}
