import { z } from 'zod';
import { maxRowId } from './api-limits.ts';

/** A row's id as a client sends it; past the columns' range it is refused here, not by the database (a 500). */
export const rowId = z.number().int().positive().max(maxRowId, 'Identificador inválido');
