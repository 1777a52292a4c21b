import 'reflect-metadata';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { loadConfig, namespacedSubject, natsConnectionOptions, NatsConfig } from '@app/common';
import { isRpcErrorPayload } from '@app/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import { Commands, findCommand } from './commands';
import { parseCommandLine } from './command-line';

/** An Error's message, or a NATS error reply's (a plain object), or the value itself. */
function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string')
    return error.message;
  return String(error);
}

/** Administration CLI (CONTRACT): talks to the auth service over NATS; the last stdout line is the value. */
async function main(): Promise<number> {
  const { words, flags } = parseCommandLine(process.argv.slice(2));
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
  // The running cluster's NATS, namespace and `admin` credentials: scripts/cli.mjs passes them
  // from .data/runtime.json, or from the environment when NATS_URL is set.
  const settings = loadConfig(NatsConfig);
  const subjectPrefix = settings.NATS_SUBJECT_PREFIX;
  const client = ClientProxyFactory.create({
    transport: Transport.NATS,
    options: { ...natsConnectionOptions(settings, 'admin-cli'), maxReconnectAttempts: 0 },
  });
  try {
    const chosen = typeof command.subject === 'function' ? command.subject(flags) : command.subject;
    const subject = namespacedSubject(subjectPrefix, chosen);
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
