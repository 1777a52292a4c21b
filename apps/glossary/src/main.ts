import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule } from './app.module';
import { GlossaryConfig } from './config/glossary.config';

void bootstrapService(AppModule, { name: 'glossary', config: GlossaryConfig });
