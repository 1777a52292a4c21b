import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EvaluationCacheEntity } from './evaluation-cache.entity';
import { EvaluationCacheRepository } from './evaluation-cache.repository';
import { EvaluationCacheService } from './evaluation-cache.service';

@Module({
  imports: [TypeOrmModule.forFeature([EvaluationCacheEntity])],
  providers: [EvaluationCacheRepository, EvaluationCacheService],
  exports: [EvaluationCacheService],
})
export class EvaluationCacheModule {}
