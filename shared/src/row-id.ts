import { z } from 'zod';

/** The largest id a row can have: PostgreSQL's `integer` columns end here (SQLite's go on). */
export const maxRowId = 2_147_483_647;

/** A row's id as a client sends it; past the columns' range it is refused here, not by the database (a 500). */
export const rowId = z.number().int().positive().max(maxRowId, 'Identificador inválido');
