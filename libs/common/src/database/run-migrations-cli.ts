import { DataSourceOptions } from 'typeorm';
import { runMigrations } from './data-source-options';

/** Body of every service's `database/migrate.ts`: run its migrations, report, exit non-zero on failure. */
export function runMigrationsCli(service: string, options: DataSourceOptions): void {
  runMigrations(options)
    .then((applied) => console.log(`${service}: ${applied.length} migration(s) applied`))
    .catch((error: unknown) => {
      console.error(`${service}: migrations failed`, error);
      process.exit(1);
    });
}
