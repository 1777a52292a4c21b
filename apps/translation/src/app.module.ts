import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, LimitsModule, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { TranslationConfig } from './config/translation.config';
import { translationDataSourceOptions } from './database/data-source';
import { TranslationModule } from './translation.module';

export const config = loadConfig(TranslationConfig);

@Global()
@Module({ providers: [{ provide: TranslationConfig, useValue: config }], exports: [TranslationConfig] })
class TranslationConfigModule {}

@Module({
  imports: [
    TypeOrmModule.forRoot(translationDataSourceOptions(config.DATABASE_URL)),
    NatsClientModule.register(config),
    LimitsModule.register(config),
    TranslationConfigModule,
    TranslationModule,
  ],
  controllers: [createHealthController('translation', Subjects.translation.health)],
})
export class AppModule {}
