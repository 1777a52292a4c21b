import { startTracing } from '@app/common/observability/tracing';

// Imported first by main.ts: tracing must start before the modules it instruments are loaded.
startTracing('memory');
