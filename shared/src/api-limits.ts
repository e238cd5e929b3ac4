/** The largest id a row can have: PostgreSQL's `integer` columns end here (SQLite's go on). */
export const maxRowId = 2_147_483_647;

/** Calls one /trpc request may carry; the server refuses more, the client's batching never sends more. */
export const maxCallsPerBatch = 10;

export const apiLimitMessages = {
  tooManyCalls: `Muitas chamadas em um só pedido (máximo ${maxCallsPerBatch}).`,
  tooManyRequests: 'Muitos pedidos em pouco tempo. Aguarde um minuto e tente novamente.',
} as const;
