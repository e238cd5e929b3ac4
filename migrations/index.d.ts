import type { Migration } from 'kysely/migration';
/** Every migration, registered statically so a bundled server needs no directory scan. */
export declare const migrations: Record<string, Migration>;
