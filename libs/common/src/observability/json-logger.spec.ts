import { Logger } from '@nestjs/common';
import { asyncContext, requestContext } from '../logging/request-context';
import { JsonLogger } from './json-logger';

function capture(level = 'info') {
  const lines: string[] = [];
  const logger = new JsonLogger('glossary', level, { write: (line: string) => lines.push(line) });
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('JsonLogger', () => {
  it('writes one JSON object per line with level, time, app, context, request id and the fields passed', () => {
    const { logger, entries } = capture();
    asyncContext.run(requestContext('req-1'), () => logger.log({ jobId: 'j1' }, 'done', 'QueueWorker'));
    expect(entries()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        app: 'glossary',
        context: 'QueueWorker',
        requestId: 'req-1',
        jobId: 'j1',
        msg: 'done',
      },
    ]);
  });

  it('never writes secrets or texts: named fields are redacted and key-shaped strings cut out', () => {
    const { logger, entries } = capture();
    const key = 'tsk_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';
    logger.warn({ apiKey: key, caller: { password: 'hunter2' }, text: 'secret prose', translatedText: 'Prosa' }, 'x');
    logger.error(`verify failed for ${key}`, 'Auth');
    logger.log({ err: `Authorization: Bearer ${key}` }, 'bearer');
    const written = JSON.stringify(entries());
    for (const secret of [key, 'hunter2', 'secret prose', 'Prosa']) expect(written).not.toContain(secret);
    expect(entries()[0]).toMatchObject({
      apiKey: '[redacted]',
      caller: { password: '[redacted]' },
      text: '[redacted]',
    });
    expect(entries()[1]).toMatchObject({ level: 'error', msg: 'verify failed for tsk_[redacted]', context: 'Auth' });
  });

  it('keeps a stack trace Nest passes to error() apart from the message, and honours LOG_LEVEL', () => {
    const { logger, entries } = capture('warn');
    logger.log('not shown');
    logger.error('boom', 'Error: boom\n    at somewhere (file.js:1:1)', 'HttpErrorFilter');
    expect(entries()).toHaveLength(1);
    expect(entries()[0]).toMatchObject({ msg: 'boom', stack: expect.stringContaining('at somewhere') });
  });

  it('serves as the logger behind Nest Logger instances', () => {
    const { logger, entries } = capture();
    Logger.overrideLogger(logger);
    new Logger('Terms').log({ glossaryId: 'g' }, 'imported');
    Logger.overrideLogger(false);
    expect(entries().at(-1)).toMatchObject({ context: 'Terms', glossaryId: 'g', msg: 'imported' });
  });
});
