import { DataSource, DataSourceOptions } from 'typeorm';

export interface ServiceDatabaseOptions {
  /** The PostgreSQL schema this service owns; no other service reads or writes it. */
  schema: string;
  url: string;
  entities: DataSourceOptions['entities'];
  migrations: DataSourceOptions['migrations'];
  poolSize?: number;
}

export function buildDataSourceOptions(o: ServiceDatabaseOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: o.url,
    schema: o.schema,
    entities: o.entities,
    migrations: o.migrations,
    migrationsTableName: `${o.schema.replace(/-/g, '_')}_migrations`,
    synchronize: false,
    migrationsRun: false,
    extra: { max: o.poolSize ?? 10, application_name: o.schema },
  };
}

/**
 * Creates the schema (the migrations table lives in it) and runs pending
 * migrations. Called by the start command before any replica starts serving.
 */
export async function runMigrations(options: DataSourceOptions & { schema?: string }): Promise<string[]> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
