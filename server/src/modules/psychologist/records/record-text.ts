import { recordMessages } from '@acolhe/shared/clinical-records';
import type { RecordsKeyring, SealBinding, Sealed } from '../../../secrets/records-cipher.ts';
import { open, RecordUnreadable, seal } from '../../../secrets/records-cipher.ts';

/** What is sealed: the entry's text in a small JSON envelope, so fields can be added later. */
export function sealText(keyring: RecordsKeyring, binding: SealBinding, text: string): Sealed {
  return seal(keyring, binding, JSON.stringify({ text }));
}

/**
 * The text of one version, or the pt-BR reason it cannot be read. A failure stays with its own version:
 * the rest of the record reads as usual.
 */
export function openText(
  keyring: RecordsKeyring,
  binding: SealBinding,
  sealed: Sealed,
): { text: string; error: null } | { text: null; error: string } {
  try {
    const envelope = JSON.parse(open(keyring, binding, sealed)) as { text?: unknown };
    if (typeof envelope.text !== 'string') return { text: null, error: recordMessages.tampered };
    return { text: envelope.text, error: null };
  } catch (error) {
    if (error instanceof RecordUnreadable && error.reason === 'unknown-key')
      return { text: null, error: recordMessages.unknownKey };
    if (error instanceof RecordUnreadable || error instanceof SyntaxError)
      return { text: null, error: recordMessages.tampered };
    throw error;
  }
}
