import { LoggerService, LogLevel } from '@nestjs/common';
import pino, { Logger as Pino } from 'pino';
import { CorrelatedLogger } from '../logging/correlated-logger';
import { currentRequestId } from '../logging/request-context';
import { currentTraceId } from './tracing';

/**
 * Fields never written, at the top of a line or one level down ({caller: {apiKey}}): secrets, and
 * the texts people send to be translated and what comes back.
 */
const SECRET_FIELDS = [
  'apiKey',
  'key',
  'password',
  'secret',
  'webhookSecret',
  'token',
  'authorization',
  'cookie',
  'x-api-key',
  'text',
  'texts',
  'sourceText',
  'translatedText',
  'translation',
  'translations',
  'content',
  'messages',
];
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`]);

/** Secret-shaped strings inside messages: this service's API keys and bearer tokens. */
const SECRET_PATTERN = /\btsk_[A-Za-z0-9_-]{8,}|\bBearer\s+[^\s"',]+/g;

function scrub(text: string): string {
  return text.replace(SECRET_PATTERN, (found) => (found.startsWith('tsk_') ? 'tsk_[redacted]' : 'Bearer [redacted]'));
}

const LEVELS: Record<string, pino.Level> = {
  verbose: 'trace',
  debug: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
  fatal: 'fatal',
};

/**
 * Nest's logger as one JSON object per line (pino): `level`, `time`, `app`, `context`, `requestId`,
 * `traceId`, `msg` and the fields a call passed as an object (`logger.warn({jobId}, 'failed')`).
 * Secret fields are replaced by "[redacted]" and key-shaped strings are cut out of every message.
 */
export class JsonLogger implements LoggerService {
  private readonly pino: Pino;

  constructor(app: string, level = 'info', destination?: pino.DestinationStream) {
    const options: pino.LoggerOptions = {
      level: LEVELS[level] ?? 'info',
      base: { app },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = currentRequestId();
        const traceId = currentTraceId();
        return { ...(requestId ? { requestId } : {}), ...(traceId ? { traceId } : {}) };
      },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    };
    this.pino = destination ? pino(options, destination) : pino(options);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: pino.Level, message: unknown, params: unknown[]): void {
    if (!this.pino.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const rest = [...params];
    // Nest's Logger appends the logger's context (a class name) as the last argument.
    if (typeof rest.at(-1) === 'string' && rest.length > 0) fields.context = rest.pop();
    const texts: string[] = [];
    for (const part of [message, ...rest]) {
      if (part instanceof Error) fields.err = { type: part.name, message: scrub(part.message), stack: part.stack };
      else if (typeof part === 'string' && level === 'error' && /\n\s+at /.test(part)) fields.stack = part;
      else if (typeof part === 'object' && part !== null) Object.assign(fields, part);
      else if (typeof part === 'string' || typeof part === 'number' || typeof part === 'boolean')
        texts.push(String(part));
    }
    for (const [name, value] of Object.entries(fields)) {
      if (typeof value === 'string') fields[name] = scrub(value);
    }
    this.pino[level](fields, scrub(texts.join(' ')));
  }
}

/** Levels Nest's console logger shows for a LOG_LEVEL (the named one and every more severe one). */
function consoleLevels(level: string): LogLevel[] {
  const order: LogLevel[] = ['fatal', 'error', 'warn', 'log', 'debug', 'verbose'];
  const at = order.indexOf((level === 'info' ? 'log' : level) as LogLevel);
  return order.slice(0, at < 0 ? 4 : at + 1);
}

/** The app's logger: JSON lines (LOG_FORMAT=json, the default) or Nest's coloured text for a terminal. */
export function createAppLogger(app: string, settings: { LOG_FORMAT?: string; LOG_LEVEL?: string }): LoggerService {
  const level = settings.LOG_LEVEL ?? 'info';
  if (settings.LOG_FORMAT === 'pretty') return new CorrelatedLogger({ logLevels: consoleLevels(level) });
  return new JsonLogger(app, level);
}
