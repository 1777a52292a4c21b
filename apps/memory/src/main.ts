import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule } from './app.module';
import { MemoryConfig } from './config/memory.config';

void bootstrapService(AppModule, { name: 'memory', config: MemoryConfig });
