/** Anything that runs SQL: a query runner in migrations, a repository at run time. */
interface Queryable {
  query(sql: string): Promise<unknown>;
}

/** The schema pg_trgm is installed in (its operators and functions are qualified with it), or null. */
export async function trigramSchema(db: Queryable): Promise<string | null> {
  const rows = (await db.query(
    `SELECT n.nspname AS "schema" FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`,
  )) as { schema: string }[];
  return rows.length > 0 ? rows[0].schema : null;
}
