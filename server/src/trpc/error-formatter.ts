import type { TRPCDefaultErrorShape, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { messages } from '@acolhe/shared/messages';

interface FormatInput {
  shape: TRPCDefaultErrorShape;
  error: TRPCError;
}

/**
 * The one place errors become what the client sees: domain messages pass through as they are (pt-BR),
 * a zod failure becomes its first message plus the per-field messages, and an unexpected failure
 * never leaks its internals.
 */
export function formatError({ shape, error }: FormatInput) {
  const zodError = error.cause instanceof ZodError ? error.cause : null;
  if (zodError) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of zodError.issues) {
      const key = issue.path.join('.') || '_';
      fieldErrors[key] ??= issue.message;
    }
    return {
      ...shape,
      message: zodError.issues[0]?.message ?? messages.invalidInput,
      data: { ...shape.data, stack: undefined, fieldErrors },
    };
  }
  const message = error.code === 'INTERNAL_SERVER_ERROR' ? messages.internalError : shape.message;
  return { ...shape, message, data: { ...shape.data, stack: undefined, fieldErrors: null } };
}
