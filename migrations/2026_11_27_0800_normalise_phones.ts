import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Kysely } from 'kysely';

/**
 * Phones were stored as typed ('11987654321', '+55 11 98765-4321') until registration, the patient
 * profile and companies normalised them as the psychologist settings already did. Brings the rows already
 * there to the same '(11) 98765-4321'. A number that is not a valid Brazilian one is left as typed: there
 * is nothing sure to turn it into. Self-contained on purpose: a landed migration must not change when app
 * code does.
 */
function national(phone: string): string | undefined {
  const parsed = parsePhoneNumberFromString(phone, 'BR');
  return parsed?.country === 'BR' && parsed.isValid() ? parsed.formatNational() : undefined;
}

/** The two tables with a phone column, as far as this migration reads and writes them. */
type Phones = Record<'users' | 'companies', { id: number; phone: string | null }>;

async function normalise(db: Kysely<Phones>, table: keyof Phones): Promise<void> {
  const rows = await db.selectFrom(table).select(['id', 'phone']).execute();
  for (const row of rows) {
    if (!row.phone) continue;
    const normalised = national(row.phone);
    if (normalised && normalised !== row.phone) {
      await db.updateTable(table).set({ phone: normalised }).where('id', '=', row.id).execute();
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const phones = db as unknown as Kysely<Phones>;
  await normalise(phones, 'users');
  await normalise(phones, 'companies');
}

/** The numbers as typed are gone; the national form is a valid input everywhere, so nothing to undo. */
export async function down(): Promise<void> {}
