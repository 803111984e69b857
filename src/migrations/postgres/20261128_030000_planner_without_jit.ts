import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * PostgreSQL compiles a query with LLVM when the planner's cost estimate passes jit_above_cost. Payload reads a
 * page with one lateral join per block table, and a list of pages (the admin's list, the REST API, a whole-site
 * read) is estimated far above that: on 97 seeded pages the read took 9,957 ms with JIT (9.8 s of it compiling)
 * and 58 ms without. Set on the database, so it holds behind a connection pooler too; a role that does not own
 * the database cannot set it, and is told so (docs/operations.md, PostgreSQL, says how to set it by hand).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  BEGIN
    EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
  EXCEPTION WHEN insufficient_privilege THEN
    RAISE WARNING 'jit stays on: only the owner of database % can turn it off (ALTER DATABASE ... SET jit = off)', current_database();
  END $$;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DO $$
  BEGIN
    EXECUTE format('ALTER DATABASE %I RESET jit', current_database());
  EXCEPTION WHEN insufficient_privilege THEN
    NULL;
  END $$;`)
}
