import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companyCodePattern } from '@acolhe/shared/companies';
import { type Browser, failureOf, startTestServer, validationFailureOf, type TestServer } from './harness.ts';
import { approvedPsychologist, registerPatient, signIn } from './accounts.ts';
import { countRows } from './rows.ts';
import { saoPaulo } from './clock.ts';
import { companyInput, freshCnpj, signedInAdmin } from './admin-fixtures.ts';

const required = 'Preencha todos os campos obrigatórios';
const cnpjTaken = { code: 'CONFLICT', message: 'Já existe uma empresa com este CNPJ' };
const companyNotFound = { code: 'NOT_FOUND', message: 'Empresa não encontrada' };
const invalidCompanyCode = { code: 'BAD_REQUEST', message: 'Código de empresa inválido ou inativo' };
/** Monday 23 November 2026, 22:30 in São Paulo: already Tuesday in UTC. */
const lateMonday = new Date('2026-11-24T01:30:00.000Z');

let server: TestServer;
let admin: Browser & { id: number };
const db = () => server.app.services.db;
const companies = () => admin.client.admin.companies;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => lateMonday });
  admin = await signedInAdmin(server);
});
afterAll(() => server.close());

describe('a new partner company', () => {
  test('starts pending on the basic plan, with a fresh code and a contract starting today in São Paulo', async () => {
    const cnpj = freshCnpj();
    const created = await companies().create.mutate({
      name: 'Acme Indústria',
      cnpj: cnpj.replace(/\D/g, ''),
      email: ' RH@Acme.com.BR ',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Acme Indústria',
      cnpj,
      email: 'rh@acme.com.br',
      phone: null,
      employees: 0,
      plan: 'basic',
      status: 'pending',
      code: expect.stringMatching(/^ACME-/),
      contractStart: '2026-11-23',
      monthlyAppointments: 0,
      monthlyRevenueCents: 0,
    });
    expect(created.code).toMatch(companyCodePattern);

    const full = await companies().create.mutate({
      ...companyInput({ name: 'Ótica Boa Vista', phone: '(11) 3333-4444' }),
      employees: 120,
      plan: 'enterprise',
    });
    expect(full).toMatchObject({
      phone: '(11) 3333-4444',
      employees: 120,
      plan: 'enterprise',
      status: 'pending',
    });
    expect(full.code).toMatch(/^OTICA-/);
  });

  test('needs name, CNPJ and e-mail, with the spec’s one message, and adds nothing without them', async () => {
    const before = await countRows(db(), 'companies');
    const valid = companyInput();
    const cases = [
      { ...valid, name: '' },
      { ...valid, cnpj: '   ' },
      { name: valid.name, cnpj: valid.cnpj },
      { name: '', cnpj: '123', email: 'não é e-mail' },
    ];
    for (const input of cases) {
      const failure = await validationFailureOf(companies().create.mutate(input as typeof valid));
      expect([input, failure.code, failure.message]).toEqual([input, 'BAD_REQUEST', required]);
    }
    expect(await countRows(db(), 'companies')).toBe(before);
  });

  test('checks the CNPJ by its check digits, numeric or alphanumeric, and the e-mail and phone formats', async () => {
    const bad = (input: Partial<ReturnType<typeof companyInput>> & { employees?: number }) =>
      validationFailureOf(companies().create.mutate({ ...companyInput(), ...input }));
    const valid = freshCnpj();
    const wrongDigit = `${valid.slice(0, -1)}${(Number(valid.at(-1)) + 1) % 10}`;
    expect(await bad({ cnpj: wrongDigit })).toMatchObject({
      message: 'CNPJ inválido',
      fieldErrors: { cnpj: 'CNPJ inválido' },
    });
    expect(await bad({ cnpj: '11.111.111/1111-11' })).toMatchObject({ message: 'CNPJ inválido' });
    expect(await bad({ cnpj: '12.345.678/0001' })).toMatchObject({ message: 'CNPJ inválido' });
    expect(await bad({ email: 'rh@acme' })).toMatchObject({
      message: 'E-mail inválido',
      fieldErrors: { email: 'E-mail inválido' },
    });
    expect(await bad({ phone: 'ligue amanhã' })).toMatchObject({ message: 'Telefone inválido' });
    expect(await bad({ employees: -1 })).toMatchObject({
      message: 'O número de funcionários não pode ser negativo',
    });

    // The alphanumeric CNPJ of the Receita Federal's own example (IN RFB 2.229/2024).
    const alphanumeric = await companies().create.mutate(
      companyInput({ name: 'Nova Era', cnpj: '12.abc.345/01de-35' }),
    );
    expect(alphanumeric.cnpj).toBe('12.ABC.345/01DE-35');
  });

  test('a CNPJ already registered is refused, whatever its punctuation', async () => {
    const cnpj = freshCnpj();
    await companies().create.mutate(companyInput({ cnpj }));
    const before = await countRows(db(), 'companies');
    expect(
      await failureOf(companies().create.mutate(companyInput({ cnpj: cnpj.replace(/\D/g, '') }))),
    ).toEqual(cnpjTaken);
    expect(await validationFailureOf(companies().create.mutate(companyInput({ cnpj })))).toEqual({
      ...cnpjTaken,
      fieldErrors: { cnpj: cnpjTaken.message },
    });
    expect(await countRows(db(), 'companies')).toBe(before);
  });

  test('codes are unique: every company named alike gets its own, and the database refuses a repeat', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 20; index += 1) {
      codes.add((await companies().create.mutate(companyInput({ name: 'Acme Filial' }))).code);
    }
    expect(codes.size).toBe(20);
    const [taken = ''] = codes;
    await expect(
      db()
        .insertInto('companies')
        .values({
          name: 'Cópia',
          cnpj: freshCnpj(),
          email: 'a@b.com',
          plan: 'basic',
          status: 'active',
          code: taken,
          contract_start: '2026-11-23',
        })
        .execute(),
    ).rejects.toThrow(/UNIQUE constraint failed: companies\.code|unique constraint "companies_code_key"/);
  });
});

describe('status and plan', () => {
  test('the toggle: pending becomes active, active becomes inactive, inactive becomes active; each change is logged', async () => {
    const company = await companies().create.mutate(companyInput({ name: 'Alternância Ltda' }));
    const statuses: string[] = [];
    for (let step = 0; step < 3; step += 1)
      statuses.push((await companies().toggleStatus.mutate({ id: company.id })).status);
    expect(statuses).toEqual(['active', 'inactive', 'active']);

    const actions = await db()
      .selectFrom('activity_log')
      .select(['action', 'actor_id'])
      .where('subject_type', '=', 'company')
      .where('subject_id', '=', company.id)
      .orderBy('id')
      .execute();
    expect(actions).toEqual(
      ['company.created', 'company.activated', 'company.deactivated', 'company.activated'].map((action) => ({
        action,
        actor_id: admin.id,
      })),
    );
    const recent = await admin.client.admin.activity.recent.query({ limit: 3 });
    expect(recent.map((entry) => entry.description)).toEqual([
      'Alternância Ltda agora está ativa',
      'Alternância Ltda agora está inativa',
      'Alternância Ltda agora está ativa',
    ]);
  });

  test('the plan changes to any of the three; nothing else is accepted', async () => {
    const company = await companies().create.mutate(companyInput());
    expect((await companies().changePlan.mutate({ id: company.id, plan: 'premium' })).plan).toBe('premium');
    expect((await companies().changePlan.mutate({ id: company.id, plan: 'enterprise' })).plan).toBe(
      'enterprise',
    );
    expect(
      await validationFailureOf(companies().changePlan.mutate({ id: company.id, plan: 'gold' as 'basic' })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Selecione um plano' });
    expect(await failureOf(companies().changePlan.mutate({ id: 999_999, plan: 'basic' }))).toEqual(
      companyNotFound,
    );
    expect(await failureOf(companies().toggleStatus.mutate({ id: 999_999 }))).toEqual(companyNotFound);
  });
});

describe('the company list', () => {
  test('searches name, CNPJ and e-mail ignoring case and accents', async () => {
    const cnpj = freshCnpj();
    const company = await companies().create.mutate(
      companyInput({ name: 'Construtora Éxito Paulista', cnpj, email: 'pessoas@exitopaulista.com.br' }),
    );
    const found = async (search: string) =>
      (await companies().list.query({ search })).items.map((row) => row.id);
    expect(await found('EXITO PAULISTA')).toEqual([company.id]);
    expect(await found('construtora éxito')).toEqual([company.id]);
    expect(await found(cnpj)).toEqual([company.id]);
    expect(await found(cnpj.replace(/\D/g, ''))).toEqual([company.id]);
    expect(await found(cnpj.slice(0, 6))).toContain(company.id);
    expect(await found('PESSOAS@EXITO')).toEqual([company.id]);
    expect(await companies().list.query({ search: 'nenhuma empresa assim' })).toEqual({
      items: [],
      total: 0,
    });
    const all = await companies().list.query();
    expect(all.total).toBe(all.items.length);
    expect(all.items.map((row) => row.id)).toContain(company.id);
  });

  test('the four totals: companies, active ones, employees and this month’s revenue', async () => {
    const before = await companies().totals.query();
    const active = await companies().create.mutate({ ...companyInput(), employees: 300 });
    await companies().toggleStatus.mutate({ id: active.id });
    await companies().create.mutate({ ...companyInput(), employees: 45 });
    expect(await companies().totals.query()).toEqual({
      ...before,
      companies: before.companies + 2,
      activeCompanies: before.activeCompanies + 1,
      employees: before.employees + 345,
    });
  });
});

describe('pausing a company', () => {
  test('stops billing it for new bookings: its employees book on their own account until it is active again', async () => {
    const company = await companies().create.mutate(companyInput({ name: 'Pausa Logística' }));
    // A new company starts pending; the first toggle makes it active.
    await companies().toggleStatus.mutate({ id: company.id });
    const registered = await registerPatient(server.client(), { companyCode: company.code });
    const employee = await signIn(server, registered.user?.email ?? '');
    const psychologist = await approvedPsychologist(server);
    const companyOf = async (startsAt: string) => {
      const booked = await employee.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt });
      const row = await db()
        .selectFrom('appointments')
        .select('company_id')
        .where('id', '=', booked.id)
        .executeTakeFirstOrThrow();
      return row.company_id;
    };

    expect(await companyOf(saoPaulo('2026-11-25', '10:00'))).toBe(company.id);
    expect((await companies().toggleStatus.mutate({ id: company.id })).status).toBe('inactive');
    expect(await companyOf(saoPaulo('2026-11-25', '11:00'))).toBeNull();
    expect((await companies().toggleStatus.mutate({ id: company.id })).status).toBe('active');
    expect(await companyOf(saoPaulo('2026-11-25', '14:00'))).toBe(company.id);
  });
});

describe('removing a company', () => {
  test('keeps its past appointments and their attribution; employees lose the benefit, not their history', async () => {
    const company = await companies().create.mutate({
      ...companyInput({ name: 'Saída Comercial' }),
      employees: 80,
    });
    await companies().toggleStatus.mutate({ id: company.id });
    const employee = await registerPatient(server.client(), { companyCode: company.code.toLowerCase() });
    const patientId = employee.user?.id ?? 0;
    expect(employee.user?.companyCode).toBe(company.code);
    const psychologist = await approvedPsychologist(server);
    const appointment = (startsAt: string, status: 'completed' | 'scheduled') => ({
      patient_id: patientId,
      psychologist_id: psychologist.id,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
      status,
      price_cents: 15_000,
      // Booking copies the patient's company onto the appointment.
      company_id: company.id,
    });
    await db()
      .insertInto('appointments')
      .values([
        appointment(saoPaulo('2026-11-10', '10:00'), 'completed'),
        appointment(saoPaulo('2026-11-30', '10:00'), 'scheduled'),
      ])
      .execute();
    const appointmentsBefore = await db()
      .selectFrom('appointments')
      .selectAll()
      .where('patient_id', '=', patientId)
      .orderBy('id')
      .execute();

    // This month's usage, from the metrics module.
    const listed = (await companies().list.query({ search: 'saida comercial' })).items[0];
    expect(listed).toMatchObject({ monthlyAppointments: 2, monthlyRevenueCents: 15_000 });
    const totalsBefore = await companies().totals.query();

    expect(await companies().remove.mutate({ id: company.id })).toEqual({ ok: true });

    expect(await companies().list.query({ search: 'saida comercial' })).toEqual({ items: [], total: 0 });
    expect(await companies().totals.query()).toEqual({
      companies: totalsBefore.companies - 1,
      activeCompanies: totalsBefore.activeCompanies - 1,
      employees: totalsBefore.employees - 80,
      monthlyRevenueCents: totalsBefore.monthlyRevenueCents - 15_000,
    });
    expect(
      await db()
        .selectFrom('appointments')
        .selectAll()
        .where('patient_id', '=', patientId)
        .orderBy('id')
        .execute(),
    ).toEqual(appointmentsBefore);
    const kept = await db()
      .selectFrom('companies')
      .select(['name', 'cnpj', 'deleted_at'])
      .where('id', '=', company.id)
      .executeTakeFirst();
    expect(kept).toEqual({
      name: 'Saída Comercial',
      cnpj: company.cnpj,
      deleted_at: lateMonday.toISOString(),
    });
    const user = await db()
      .selectFrom('users')
      .select('company_id')
      .where('id', '=', patientId)
      .executeTakeFirstOrThrow();
    expect(user.company_id).toBeNull();

    expect(await failureOf(companies().remove.mutate({ id: company.id }))).toEqual(companyNotFound);
    expect(await failureOf(companies().toggleStatus.mutate({ id: company.id }))).toEqual(companyNotFound);
    expect(await failureOf(registerPatient(server.client(), { companyCode: company.code }))).toEqual(
      invalidCompanyCode,
    );
    expect((await admin.client.admin.activity.recent.query({ limit: 1 }))[0]?.description).toBe(
      'Saída Comercial foi removida',
    );
  });

  test('adding a removed CNPJ again restores the same company, pending, with a new code', async () => {
    const first = await companies().create.mutate(companyInput({ name: 'Retorno SA' }));
    await companies().remove.mutate({ id: first.id });
    const again = await companies().create.mutate({
      ...companyInput({ name: 'Retorno Novo SA', cnpj: first.cnpj }),
      plan: 'premium',
    });
    expect(again).toMatchObject({
      id: first.id,
      name: 'Retorno Novo SA',
      status: 'pending',
      plan: 'premium',
    });
    expect(again.code).not.toBe(first.code);
    expect(await failureOf(companies().create.mutate(companyInput({ cnpj: first.cnpj })))).toEqual(cnpjTaken);
  });
});

describe('company codes at registration', () => {
  test('only an active company’s code links a patient; pending, inactive and removed ones are refused', async () => {
    const company = await companies().create.mutate(companyInput({ name: 'Código Vivo' }));
    expect(await failureOf(registerPatient(server.client(), { companyCode: company.code }))).toEqual(
      invalidCompanyCode,
    );

    await companies().toggleStatus.mutate({ id: company.id });
    const linked = await registerPatient(server.client(), { companyCode: ` ${company.code.toLowerCase()} ` });
    expect(linked.user?.companyCode).toBe(company.code);

    await companies().toggleStatus.mutate({ id: company.id });
    expect(await failureOf(registerPatient(server.client(), { companyCode: company.code }))).toEqual(
      invalidCompanyCode,
    );

    await companies().toggleStatus.mutate({ id: company.id });
    await companies().remove.mutate({ id: company.id });
    expect(await failureOf(registerPatient(server.client(), { companyCode: company.code }))).toEqual(
      invalidCompanyCode,
    );
  });
});
