import { Client } from 'pg';
import { testEnv } from './test-env';

async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: testEnv().databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of its own on the test run's PostgreSQL server, for a second cluster; returns its URL. */
export async function createDatabase(name: string): Promise<string> {
  await onServer(`CREATE DATABASE "${name}"`);
  const url = new URL(testEnv().databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(name: string): Promise<void> {
  return onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
