import { Logger } from '@nestjs/common';
import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

export class PipelineUnavailableError extends Error {}

interface Waiting {
  resolve(output: Buffer): void;
  reject(error: Error): void;
}

/**
 * One long-lived process group (a shell pipeline of Apertium stages, each run with `-z`) that
 * reads texts ended by a NUL byte and answers each with its output ended by a NUL byte, in order.
 * Started on first use; a process that dies fails what it holds and starts afresh on the next text.
 *
 * Runs under `sh -c`: the stages are joined with shell pipes, and lt-proc reading a Node
 * socket directly is what PITFALLS warns about for the `apertium` script.
 */
export class NulProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private readonly waiting: Waiting[] = [];
  private chunks: Buffer[] = [];

  constructor(
    private readonly command: string,
    private readonly label: string,
    private readonly logger: Logger,
  ) {}

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts the processes now, so a later first text does not wait for them to load. */
  start(): this {
    if (!this.child) this.spawn();
    return this;
  }

  send(input: Buffer | string): Promise<Buffer> {
    const child = this.child ?? this.spawn();
    return new Promise<Buffer>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      const body = typeof input === 'string' ? Buffer.from(input.replace(/\0/g, '')) : input;
      child.stdin.write(Buffer.concat([body, NUL]));
    });
  }

  /** Kills the process group and fails every text it holds (`quiet`: an expected stop, not logged). */
  stop(error: Error, quiet = false): void {
    this.fail(error, this.child, quiet);
  }

  private spawn(): ChildProcessWithoutNullStreams {
    // Own process group, so stopping kills every stage, not only the shell.
    const child = spawn('sh', ['-c', this.command], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    this.child = child;
    this.chunks = [];
    // A killed group's last bytes must not answer the texts of the one started after it.
    child.stdout.on('data', (data: Buffer) => {
      if (this.child === child) this.onData(data);
    });
    child.stderr.on('data', (data: Buffer) => this.logger.warn(data.toString().trim()));
    child.stdin.on('error', (error) =>
      this.fail(new PipelineUnavailableError(`Apertium ${this.label}: ${error.message}`), child),
    );
    child.on('error', (error) =>
      this.fail(new PipelineUnavailableError(`Apertium ${this.label} failed to start: ${error.message}`), child),
    );
    child.on('exit', (code, signal) =>
      this.fail(new PipelineUnavailableError(`Apertium ${this.label} exited (${signal ?? code})`), child),
    );
    return child;
  }

  private onData(data: Buffer): void {
    let from = 0;
    for (let nul = data.indexOf(0, from); nul !== -1; nul = data.indexOf(0, from)) {
      this.chunks.push(data.subarray(from, nul));
      const output = Buffer.concat(this.chunks);
      this.chunks = [];
      from = nul + 1;
      this.waiting.shift()?.resolve(output);
    }
    if (from < data.length) this.chunks.push(data.subarray(from));
  }

  private fail(error: Error, child: ChildProcessWithoutNullStreams | null, quiet = false): void {
    if (child === null || child !== this.child) return;
    if (this.waiting.length > 0 && !quiet) this.logger.warn(error.message);
    this.child = null;
    killGroup(child);
    for (const waiting of this.waiting.splice(0)) waiting.reject(error);
  }
}

const NUL = Buffer.from([0]);

function killGroup(child: ChildProcessWithoutNullStreams): void {
  child.removeAllListeners('exit');
  child.stdin.destroy();
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}
