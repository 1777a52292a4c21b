import 'reflect-metadata';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { namespacedSubject } from '@app/common';
import { isRpcErrorPayload } from '@app/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import { Commands, findCommand } from './commands';
import { parseArgs } from './parse-args';

/** An Error's message, or a NATS error reply's (a plain object), or the value itself. */
function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message;
  return String(error);
}

/** Administration CLI (CONTRACT): talks to the auth service over NATS; the last stdout line is the value. */
async function main(): Promise<number> {
  const { words, flags } = parseArgs(process.argv.slice(2));
  const command = findCommand(words);
  if (!command) {
    process.stderr.write(
      `usage:\n${Object.values(Commands)
        .map((c) => `  npm run cli -- ${c.usage}`)
        .join('\n')}\n`,
    );
    return 2;
  }
  const request = command.request(words, flags);
  const natsUrl = process.env.NATS_URL ?? process.env.CLI_NATS_URL ?? 'nats://127.0.0.1:4222';
  // The running cluster's namespace: scripts/cli.mjs passes it from .data/runtime.json.
  const subjectPrefix = process.env.NATS_SUBJECT_PREFIX ?? '';
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [natsUrl] } });
  try {
    const subject = namespacedSubject(subjectPrefix, command.subject);
    const answer = await firstValueFrom(client.send<unknown>(subject, request).pipe(timeout(15_000)));
    process.stdout.write(`${command.result(answer)}\n`);
    return 0;
  } catch (error) {
    const message = isRpcErrorPayload(error) ? `${error.code}: ${error.message}` : messageOf(error);
    process.stderr.write(`error: ${message}\n`);
    return 1;
  } finally {
    await client.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`error: ${messageOf(error)}\n`);
    process.exit(2);
  },
);
