import './tracing';
import 'reflect-metadata';
import { bootstrapService } from '@app/common';
import { AppModule } from './app.module';
import { MetricsConfig } from './config/metrics.config';

void bootstrapService(AppModule, { name: 'metrics', config: MetricsConfig });
