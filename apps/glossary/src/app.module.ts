import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, NatsClientModule, ServiceConfigModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { GlossaryConfig } from './config/glossary.config';
import { glossaryDataSourceOptions } from './database/data-source';
import { EntriesModule } from './entries/entries.module';
import { GlossariesModule } from './glossaries/glossaries.module';
import { TermExportModule } from './term-export/term-export.module';
import { TermsModule } from './terms/terms.module';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ServiceConfigModule.for(GlossaryConfig)],
      inject: [GlossaryConfig],
      useFactory: (config: GlossaryConfig) => glossaryDataSourceOptions(config.DATABASE_URL),
    }),
    NatsClientModule.forConfig(GlossaryConfig),
    GlossariesModule,
    TermsModule,
    EntriesModule,
    TermExportModule,
  ],
  controllers: [createHealthController('glossary', Subjects.glossary.health)],
})
export class AppModule {}
