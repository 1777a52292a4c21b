import { Subjects } from '@app/contracts';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Api } from './api';
import { TestNatsClient } from './nats-client';
import { OwnPostgres, startOwnPostgres } from './postgres';
import { IsolatedNats, RunningApp, startExtraApp, startIsolatedNats } from './processes';

const run = promisify(execFile);
const ROOT = join(__dirname, '../..');

export const BACKEND_SERVICES = [
  'auth',
  'glossary',
  'term-counter',
  'translation',
  'metrics',
  'localization',
  'memory',
] as const;
export type BackendService = (typeof BACKEND_SERVICES)[number];

/**
 * A whole cluster of a test's own: its own PostgreSQL server and NATS, every service once and a
 * gateway, so that the test may kill any process or restart the database without disturbing the
 * cluster other test files share.
 */
export class FaultCluster {
  readonly apps = new Map<string, RunningApp>();
  api!: Api;
  private constructor(
    readonly postgres: OwnPostgres,
    readonly nats: IsolatedNats,
    private readonly env: Record<string, string>,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<FaultCluster> {
    const postgres = await startOwnPostgres();
    const nats = await startIsolatedNats();
    const databaseUrl = await postgres.createDatabase('faults');
    const base = { NATS_URL: nats.url, DATABASE_URL: databaseUrl, RATE_LIMIT_PER_MINUTE: '0', ...env };
    const cluster = new FaultCluster(postgres, nats, base);
    try {
      for (const app of BACKEND_SERVICES)
        await run(process.execPath, [join(ROOT, 'dist/apps', app, 'src/database/migrate.js')], {
          env: { ...process.env, DATABASE_URL: databaseUrl },
        });
      await Promise.all(BACKEND_SERVICES.map((app) => cluster.startApp(app)));
      await cluster.startApp('gateway');
      cluster.api = new Api(await cluster.newKey(), cluster.url);
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  get url(): string {
    return this.app('gateway').url;
  }

  app(name: string): RunningApp {
    const app = this.apps.get(name);
    if (!app) throw new Error(`${name} is not running`);
    return app;
  }

  async startApp(name: string): Promise<RunningApp> {
    const app = await startExtraApp(name, this.env);
    this.apps.set(name, app);
    return app;
  }

  /** SIGKILL: no shutdown hook runs, requests in its hands are lost, as in a crash. */
  async kill(name: string): Promise<void> {
    const { child } = this.app(name);
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** An API key of a new organization (on `plan`, or the default one), made through the auth service. */
  async newKey(plan?: string): Promise<string> {
    const client = new TestNatsClient(this.nats.url);
    try {
      const org = await client.send(Subjects.auth.createOrganization, {
        name: `faults-${Date.now()}-${Math.random()}`,
      });
      if (plan) await client.send(Subjects.auth.setOrganizationPlan, { org: org.id, plan });
      const key = await client.send(Subjects.auth.createKey, { org: org.id, label: 'faults' });
      return key.key as string;
    } finally {
      await client.close();
    }
  }

  async stop(): Promise<void> {
    const gateway = this.apps.get('gateway');
    await gateway?.stop();
    await Promise.all([...this.apps.values()].map((a) => a.stop()));
    this.nats.stop();
    await this.postgres.destroy();
  }
}
