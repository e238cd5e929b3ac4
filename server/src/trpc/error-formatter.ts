import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { messages } from '@acolhe/shared/messages';
import { DomainError } from '../errors.ts';

interface FormatInput {
  shape: TRPCDefaultErrorShape;
  error: TRPCError;
}

/** What the client sees when the failure is not one of our rules (tRPC's own texts are English). */
const genericMessages: Partial<Record<TRPCError['code'], string>> = {
  NOT_FOUND: messages.notFound,
  UNAUTHORIZED: messages.notSignedIn,
  FORBIDDEN: messages.forbidden,
  TOO_MANY_REQUESTS: messages.tooManyAttempts,
  PAYLOAD_TOO_LARGE: 'Os dados enviados são grandes demais',
};

/**
 * The one place errors become what the client sees: domain messages pass through as they are (pt-BR)
 * with their machine-readable reason (`data.reason`, what the client branches on), a zod failure becomes
 * its first message plus the per-field messages, anything else a generic pt-BR text by code, so internals
 * never leak.
 */
export function formatError({ shape, error }: FormatInput) {
  const data = { ...shape.data, stack: undefined };
  if (error.cause instanceof ZodError) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of error.cause.issues) {
      const key = issue.path.join('.') || '_';
      fieldErrors[key] ??= issue.message;
    }
    return {
      ...shape,
      message: error.cause.issues[0]?.message ?? messages.invalidInput,
      data: { ...data, fieldErrors, reason: null },
    };
  }
  if (error.cause instanceof DomainError) {
    const { message, field, reason } = error.cause;
    return { ...shape, message, data: { ...data, fieldErrors: field ? { [field]: message } : null, reason } };
  }
  const message =
    genericMessages[error.code] ?? (error.code === 'INTERNAL_SERVER_ERROR' ? messages.internalError : messages.invalidInput);
  return { ...shape, message, data: { ...data, fieldErrors: null, reason: null } };
}
