import { cnpjFromBase } from '@acolhe/shared/cnpj';
import { addDays } from '@acolhe/shared/calendar';
import { foldText } from '../db/connection.ts';
import { companySearchText } from '../db/text-search.ts';
import { companyNames } from './companies.ts';
import { iso, phone, wallClock, type SeedContext } from './seed-context.ts';

/** Partner companies: four active, one inactive, the rest pending. Returns their ids in order. */
export async function seedCompanies(context: SeedContext): Promise<number[]> {
  const { trx, random } = context;
  const companyIds: number[] = [];
  for (const [index, name] of companyNames.entries()) {
    const cnpj = cnpjFromBase(`${String(11222333 + index * 1111).padStart(8, '0')}0001`);
    const email = `rh@${foldText(name.split(' ')[0] ?? 'empresa')}.com.br`;
    const row = await trx
      .insertInto('companies')
      .values({
        name,
        cnpj,
        email,
        search_text: companySearchText({ name, cnpj, email }),
        phone: phone(random),
        employees: random.int(40, 2500),
        plan: (['basic', 'premium', 'enterprise'] as const)[index % 3] ?? 'basic',
        status: index < 4 ? 'active' : index === 4 ? 'inactive' : 'pending',
        code: `${(name.split(' ')[0] ?? 'EMPRESA').toUpperCase().normalize('NFD').replace(/[^A-Z]/g, '')}${2026 + index}`,
        contract_start: addDays(context.today, -random.int(60, 400)),
        created_at: iso(wallClock(context, -400, 12)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    companyIds.push(row.id);
  }
  return companyIds;
}
