/*
 * A SQLite extension that only turns on the query planner stability guarantee (QPSG) of the connection
 * that loads it. better-sqlite3's SQLite is built with STAT4, so a statement that joins tables and binds
 * a parameter is planned again at every execution (binding marks it expired, even with the same value):
 * a two-table lookup by primary key several times slower than it need be (docs/decisions/sqlite-extension.md
 * "SQLite C extension: query planner stability (server/native)"). With QPSG the plan is made once, from the
 * statement alone. better-sqlite3 has no call for sqlite3_db_config, hence this file
 * (server/src/db/sqlite-addon.ts loads it; scripts/build-sqlite-extension.ts compiles it).
 */
#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1

#ifdef _WIN32
__declspec(dllexport)
#endif
int sqlite3_extension_init(sqlite3 *db, char **error, const sqlite3_api_routines *api) {
  SQLITE_EXTENSION_INIT2(api)
  if (error != 0) *error = 0;
  return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_QPSG, 1, (int *)0);
}
