import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule, config } from './app.module';

void bootstrapService(AppModule, { name: 'auth', config });
