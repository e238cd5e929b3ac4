import { TRPCClientError } from '@trpc/client';

/** The server's pt-BR message when the server answered; otherwise the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.data && error.message) return error.message;
  return fallback;
}

export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data = error.data as { fieldErrors?: Record<string, string> | null } | undefined;
  return data?.fieldErrors ?? {};
}
