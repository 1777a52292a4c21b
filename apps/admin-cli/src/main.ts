import 'reflect-metadata';
import { ClientProxyFactory, Transport } from '@nestjs/microservices';
import { isRpcErrorPayload } from '@app/contracts';
import { firstValueFrom, timeout } from 'rxjs';
import { Commands } from './commands';
import { parseArgs } from './parse-args';

/** Administration CLI (CONTRACT): talks to the auth service over NATS; the last stdout line is the value. */
async function main(): Promise<number> {
  const { words, flags } = parseArgs(process.argv.slice(2));
  const command = Commands[words.slice(0, 2).join(' ')];
  if (!command) {
    process.stderr.write(
      `usage:\n${Object.values(Commands)
        .map((c) => `  npm run cli -- ${c.usage}`)
        .join('\n')}\n`,
    );
    return 2;
  }
  const request = command.request(words, flags);
  const subject = typeof command.subject === 'function' ? command.subject(flags) : command.subject;
  const natsUrl = process.env.NATS_URL ?? process.env.CLI_NATS_URL ?? 'nats://127.0.0.1:4222';
  const client = ClientProxyFactory.create({ transport: Transport.NATS, options: { servers: [natsUrl] } });
  try {
    const answer = await firstValueFrom(client.send(subject, request).pipe(timeout(15_000)));
    process.stdout.write(`${command.result(answer)}\n`);
    return 0;
  } catch (error) {
    const message = isRpcErrorPayload(error)
      ? `${error.code}: ${error.message}`
      : String((error as Error)?.message ?? error);
    process.stderr.write(`error: ${message}\n`);
    return 1;
  } finally {
    await client.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`error: ${(error as Error).message}\n`);
    process.exit(2);
  },
);
