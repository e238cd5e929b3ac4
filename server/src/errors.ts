import type { ErrorReason } from '@acolhe/shared/errors';

export type DomainErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS';

/**
 * A rule was broken; the message is pt-BR and is shown to the user as it is. `reason`, when the client
 * must react to this particular failure, is what it branches on.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  readonly reason: ErrorReason | null;

  constructor(code: DomainErrorCode, message: string, reason: ErrorReason | null = null) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.reason = reason;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}
