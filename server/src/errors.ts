import type { ErrorReason } from '@acolhe/shared/errors';

export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';

/**
 * A rule was broken; the message is pt-BR and is shown to the user as it is. `field` names the input
 * field the rule is about, so a form can show the message beside it; `reason`, when the client must
 * react to this particular failure, is what it branches on.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly field: string | undefined;
  readonly reason: ErrorReason | null;

  constructor(code: DomainErrorCode, message: string, options: { field?: string; reason?: ErrorReason } = {}) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.field = options.field;
    this.reason = options.reason ?? null;
  }
}

/**
 * A unique constraint failed; with `column` ('table.column', or 'table'), only when it was that one's.
 * SQLite names them in its message; PostgreSQL (code 23505) in the error's table and detail.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (!(error instanceof Error && 'code' in error)) return false;
  if (error.code === 'SQLITE_CONSTRAINT_UNIQUE') return column === undefined || error.message.includes(column);
  if (error.code !== '23505') return false;
  if (column === undefined) return true;
  const [table, name] = column.split('.');
  const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
  return 'table' in error && error.table === table && (name === undefined || detail.includes(`(${name})`));
}
