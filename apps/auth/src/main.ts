import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule } from './app.module';
import { AuthConfig } from './config/auth.config';

void bootstrapService(AppModule, { name: 'auth', config: AuthConfig });
