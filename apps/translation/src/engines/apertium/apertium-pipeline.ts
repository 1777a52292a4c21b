import { Logger } from '@nestjs/common';
import { ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

interface PendingJob {
  resolve(output: string): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class PipelineUnavailableError extends Error {}

/**
 * One long-lived Apertium pipeline for one mode. Every stage runs with `-z`: a NUL byte ends
 * each text and flushes it through, so the processes (and their loaded dictionaries) serve
 * text after text. Texts are written as they come and answered in order.
 *
 * Runs under `sh -c`: the stages are joined with shell pipes, and lt-proc reading a Node
 * socket directly is what PITFALLS warns about for the `apertium` script.
 */
export class ApertiumPipeline {
  private readonly logger: Logger;
  private child: ChildProcessWithoutNullStreams | null = null;
  private readonly pending: PendingJob[] = [];
  private chunks: Buffer[] = [];

  constructor(
    readonly mode: string,
    private readonly command: string,
    private readonly timeoutMs: (input: string) => number,
  ) {
    this.logger = new Logger(`Apertium:${mode}`);
  }

  get running(): boolean {
    return this.child !== null;
  }

  /** Sends one text already in stream format; resolves with the stream the pipeline answers. */
  translate(stream: string): Promise<string> {
    const child = this.child ?? this.start();
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => this.fail(new PipelineUnavailableError(`Apertium ${this.mode} timed out`)),
        this.timeoutMs(stream),
      );
      this.pending.push({ resolve, reject, timer });
      child.stdin.write(stream.replace(/\0/g, '') + '\0');
    });
  }

  stop(): void {
    this.fail(new PipelineUnavailableError(`Apertium ${this.mode} stopped`));
  }

  private start(): ChildProcessWithoutNullStreams {
    this.logger.log(`starting pipeline ${this.mode}`);
    // Own process group, so stopping kills every stage, not only the shell.
    const child = spawn('sh', ['-c', this.command], { stdio: ['pipe', 'pipe', 'pipe'], detached: true });
    this.child = child;
    this.chunks = [];
    child.stdout.on('data', (data: Buffer) => this.onData(data));
    child.stderr.on('data', (data: Buffer) => this.logger.warn(data.toString().trim()));
    child.stdin.on('error', (error) =>
      this.fail(new PipelineUnavailableError(`Apertium ${this.mode}: ${error.message}`), child),
    );
    child.on('error', (error) =>
      this.fail(new PipelineUnavailableError(`Apertium ${this.mode} failed to start: ${error.message}`), child),
    );
    child.on('exit', (code, signal) => {
      if (this.child === child)
        this.fail(new PipelineUnavailableError(`Apertium ${this.mode} exited (${signal ?? code})`), child);
    });
    return child;
  }

  private onData(data: Buffer): void {
    let from = 0;
    for (let nul = data.indexOf(0, from); nul !== -1; nul = data.indexOf(0, from)) {
      this.chunks.push(data.subarray(from, nul));
      const output = Buffer.concat(this.chunks).toString('utf8');
      this.chunks = [];
      from = nul + 1;
      const job = this.pending.shift();
      if (job) {
        clearTimeout(job.timer);
        job.resolve(output);
      }
    }
    if (from < data.length) this.chunks.push(data.subarray(from));
  }

  /** A stuck or dead pipeline answers nothing more: fail what waits and start afresh next time. */
  private fail(error: Error, child: ChildProcessWithoutNullStreams | null = this.child): void {
    if (child !== this.child) return;
    if (this.pending.length > 0) this.logger.warn(error.message);
    this.child = null;
    if (child) killGroup(child);
    for (const job of this.pending.splice(0)) {
      clearTimeout(job.timer);
      job.reject(error);
    }
  }
}

function killGroup(child: ChildProcessWithoutNullStreams): void {
  child.removeAllListeners('exit');
  child.stdin.destroy();
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}
