import { addDays, instantAt } from '@acolhe/shared/calendar';
import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { userSearchText } from '../db/text-search.ts';
import type { Random } from './random.ts';

/** What every part of the seed writes with: one transaction, one generator and the platform's wall clock. */
export interface SeedContext {
  trx: Transaction<Database>;
  random: Random;
  now: Date;
  today: string;
  timeZone: string;
  passwordHash: string;
}

export const iso = (date: Date) => date.toISOString();

/** The instant of `hour`:00 on the local day `dayOffset` days from today. */
export function wallClock(context: SeedContext, dayOffset: number, hour: number): Date {
  return instantAt(addDays(context.today, dayOffset), hour * 60, context.timeZone);
}

export async function insertChunks<T extends keyof Database>(
  context: SeedContext,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  for (let index = 0; index < rows.length; index += 400) {
    await context.trx.insertInto(table).values(rows.slice(index, index + 400)).execute();
  }
}

// Brazil's area codes (DDD) in use: a random two-digit number would give many that do not exist.
const areaCodes = [
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54,
  55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
];

export function phone(random: Random): string {
  return `(${random.pick(areaCodes)}) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`;
}

export function emailOf(name: string, index: number): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
    .slice(0, 2)
    .join('.');
  return `${slug}.${index}@exemplo.com.br`;
}

export async function insertUser(
  context: SeedContext,
  user: {
    email: string;
    name: string;
    role: 'patient' | 'psychologist' | 'admin';
    companyId?: number | null;
    createdAt: Date;
  },
): Promise<number> {
  const row = await context.trx
    .insertInto('users')
    .values({
      email: user.email,
      password_hash: context.passwordHash,
      name: user.name,
      phone: phone(context.random),
      role: user.role,
      company_id: user.companyId ?? null,
      created_at: iso(user.createdAt),
      search_text: userSearchText(user),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await context.trx.insertInto('user_preferences').values({ user_id: row.id }).execute();
  return row.id;
}
