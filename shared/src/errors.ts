/**
 * Machine-readable reasons a domain error may carry (as `error.data.reason`), for the client to branch
 * on; the message stays the pt-BR text shown to the user and is never compared.
 */
export const errorReasons = [
  'SLOT_TAKEN',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  'TWO_FACTOR_REQUIRED',
  'LATE_CANCELLATION',
  'TELEHEALTH_CONSENT_REQUIRED',
] as const;
export type ErrorReason = (typeof errorReasons)[number];
