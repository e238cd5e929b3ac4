import { expect } from 'vitest';
import { defaultPlatformSettings } from '@acolhe/shared/platform-settings';
import type { Db } from '../src/db/connection.ts';
import { recordActivity } from '../src/modules/activity-log/activity.repository.ts';
import { freshCnpj } from './admin-fixtures.ts';
import { uniqueEmail } from './accounts.ts';

/** The administration's procedures for the authorization matrix: who may call them... */
export const adminAccess = {
  'admin.users.list': 'admin',
  'admin.users.deactivate': 'admin',
  'admin.users.reactivate': 'admin',
  'admin.companies.list': 'admin',
  'admin.companies.totals': 'admin',
  'admin.companies.create': 'admin',
  'admin.companies.toggleStatus': 'admin',
  'admin.companies.changePlan': 'admin',
  'admin.companies.remove': 'admin',
  'admin.companies.reportCsv': 'admin',
  'admin.settings.get': 'admin',
  'admin.settings.update': 'admin',
  'admin.settings.setStaffTwoFactor': 'admin',
  'admin.activity.recent': 'admin',
  'admin.dashboard': 'admin',
  'admin.reports.report': 'admin',
  'admin.reports.exportCsv': 'admin',
  'admin.financial.report': 'admin',
  'admin.financial.exportCsv': 'admin',
  'platform.contacts': 'public',
} as const;

/**
 * The platform's own reports name every psychologist who earned in the period (top five, revenue by
 * psychologist), so to the admin they may name the matrix's hidden psychologist; never a patient.
 */
export const adminPathsNamingPsychologists: readonly string[] = [
  'admin.reports.report',
  'admin.reports.exportCsv',
  'admin.financial.report',
  'admin.financial.exportCsv',
];

interface AdminSample {
  input: unknown;
  verify?: (outcome: string) => Promise<void>;
}

let counter = 0;

/** ...and a valid input for each, built anew for every call, checking that a refused call changed nothing. */
export function adminSamples(
  db: () => Db,
): Record<keyof typeof adminAccess, () => Promise<AdminSample> | AdminSample> {
  async function freshUser(active: boolean): Promise<number> {
    const row = await db()
      .insertInto('users')
      .values({
        email: uniqueEmail('gerida'),
        password_hash: 'not-a-login',
        name: 'Usuária Gerida',
        phone: '',
        role: 'patient',
        is_active: active ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const isActive = async (id: number) =>
    (await db().selectFrom('users').select('is_active').where('id', '=', id).executeTakeFirstOrThrow())
      .is_active;

  async function freshCompany(): Promise<number> {
    const row = await db()
      .insertInto('companies')
      .values({
        name: 'Empresa da Matriz',
        cnpj: freshCnpj(),
        email: 'rh@matriz.com.br',
        plan: 'basic',
        status: 'pending',
        code: `MATRIZ-${(counter += 1)}`,
        contract_start: '2026-11-18',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const company = (id: number) =>
    db()
      .selectFrom('companies')
      .select(['status', 'plan', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  return {
    // Narrowed to the patient caller's own name, so no answer names anyone the matrix keeps hidden.
    'admin.users.list': () => ({
      input: { search: 'Paciente Chamadora', role: 'patient', status: 'active', page: 1, pageSize: 5 },
    }),
    'admin.users.deactivate': async () => {
      const id = await freshUser(true);
      return {
        input: { id },
        verify: async (outcome) => expect(await isActive(id)).toBe(outcome === 'allowed' ? 0 : 1),
      };
    },
    'admin.users.reactivate': async () => {
      const id = await freshUser(false);
      return {
        input: { id },
        verify: async (outcome) => expect(await isActive(id)).toBe(outcome === 'allowed' ? 1 : 0),
      };
    },
    'admin.companies.list': () => ({ input: { search: 'matriz' } }),
    'admin.companies.totals': () => ({ input: undefined }),
    'admin.companies.create': () => {
      const cnpj = freshCnpj();
      return {
        input: { name: 'Nova da Matriz', cnpj, email: 'rh@nova.com.br' },
        verify: async (outcome) => {
          const row = await db()
            .selectFrom('companies')
            .select('id')
            .where('cnpj', '=', cnpj)
            .executeTakeFirst();
          expect(row !== undefined).toBe(outcome === 'allowed');
        },
      };
    },
    'admin.companies.toggleStatus': async () => {
      const id = await freshCompany();
      return {
        input: { id },
        verify: async (outcome) =>
          expect((await company(id)).status).toBe(outcome === 'allowed' ? 'active' : 'pending'),
      };
    },
    'admin.companies.changePlan': async () => {
      const id = await freshCompany();
      return {
        input: { id, plan: 'premium' },
        verify: async (outcome) =>
          expect((await company(id)).plan).toBe(outcome === 'allowed' ? 'premium' : 'basic'),
      };
    },
    'admin.companies.remove': async () => {
      const id = await freshCompany();
      return {
        input: { id },
        verify: async (outcome) =>
          expect((await company(id)).deleted_at !== null).toBe(outcome === 'allowed'),
      };
    },
    'admin.companies.reportCsv': async () => ({ input: { id: await freshCompany(), period: '30days' } }),
    'admin.settings.get': () => ({ input: undefined }),
    'admin.settings.update': () => {
      const platformName = `Acolhe ${(counter += 1)}`;
      return {
        input: { ...defaultPlatformSettings, platformName },
        verify: async (outcome) => {
          const row = await db()
            .selectFrom('platform_settings')
            .select('value')
            .where('key', '=', 'platform_name')
            .executeTakeFirst();
          expect(row?.value === JSON.stringify(platformName)).toBe(outcome === 'allowed');
        },
      };
    },
    // Turning the requirement off needs no enrolment, so only the caller's role decides; the log says whether it ran.
    'admin.settings.setStaffTwoFactor': async () => {
      const turnedOff = () =>
        db()
          .selectFrom('activity_log')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('summary', '=', 'Verificação em duas etapas deixou de ser exigida da equipe')
          .executeTakeFirstOrThrow();
      const before = Number((await turnedOff()).count);
      return {
        input: { required: false },
        verify: async (outcome) => expect(Number((await turnedOff()).count) - before).toBe(outcome === 'allowed' ? 1 : 0),
      };
    },
    // A fresh entry naming no one tops the log, so the answer carries no one's name.
    'admin.activity.recent': async () => {
      await recordActivity(db(), {
        actorId: null,
        action: 'settings.updated',
        subjectType: 'platform',
        subjectId: null,
        summary: 'Matriz',
      });
      return { input: { limit: 1 } };
    },
    'admin.dashboard': () => ({ input: undefined }),
    'admin.reports.report': () => ({ input: { period: '90days' } }),
    'admin.reports.exportCsv': () => ({ input: { period: '7days' } }),
    'admin.financial.report': () => ({ input: { period: '1year' } }),
    'admin.financial.exportCsv': () => ({ input: { period: '30days' } }),
    'platform.contacts': () => ({ input: undefined }),
  };
}
