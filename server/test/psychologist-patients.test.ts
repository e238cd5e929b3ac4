import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { failureOf, startTestServer, type TestServer } from './harness.ts';
import { approvedPsychologist, registerPatient, signedInPatient } from './accounts.ts';
import { insertAppointment } from './rows.ts';

/** Wednesday 25 November 2026, 15:00 in São Paulo. */
const now = new Date('2026-11-25T18:00:00.000Z');
/** The first instant of the 60 local days ending today: 27/09/2026 00:00 in São Paulo. */
const windowStart = '2026-09-27T03:00:00.000Z';
const oneMinuteBefore = '2026-09-27T02:59:00.000Z';
const future = (day: number) => `2026-12-${String(day).padStart(2, '0')}T13:00:00.000Z`;

let server: TestServer;
let psychologist: Awaited<ReturnType<typeof approvedPsychologist>>;
let colleague: Awaited<ReturnType<typeof approvedPsychologist>>;
const ids: Record<string, number> = {};

/** E-mails are fixed (a fresh database per file), so what a search matches does not depend on chance. */
async function patient(key: string, name: string, email = `${key}.paciente@teste.com`) {
  const result = await registerPatient(server.client(), { name, email });
  ids[key] = result.user?.id ?? 0;
}

async function consultation(
  key: string,
  startsAt: string,
  status: 'scheduled' | 'completed' | 'cancelled' | 'no_show',
  psychologistId = psychologist.id,
) {
  return insertAppointment(server, { patientId: ids[key] ?? 0, psychologistId, startsAt, status });
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => now });
  psychologist = await approvedPsychologist(server);
  colleague = await approvedPsychologist(server);
  await patient('erica', 'Érica Gonçalves');
  await patient('joao', 'João Pereira', 'joao.paciente@clinica-sul.com');
  await patient('ana', 'Ana Lúcia Prado');
  await patient('bruno', 'Bruno Dias');
  await patient('carla', 'Carla Nunes');
  await patient('davi', 'Davi Lopes');
  await patient('only', 'Olga Só da Colega');

  await consultation('erica', windowStart, 'completed');
  await consultation('erica', '2026-08-03T13:00:00.000Z', 'completed');
  await consultation('erica', '2026-10-05T13:00:00.000Z', 'completed', colleague.id);
  await consultation('joao', oneMinuteBefore, 'completed');
  await consultation('ana', future(7), 'scheduled');
  await consultation('ana', '2026-11-10T13:00:00.000Z', 'cancelled');
  await consultation('bruno', '2026-05-04T13:00:00.000Z', 'completed');
  await consultation('bruno', future(14), 'scheduled');
  await consultation('bruno', future(2), 'scheduled');
  await consultation('carla', '2026-11-20T13:00:00.000Z', 'cancelled');
  await consultation('davi', '2026-11-02T13:00:00.000Z', 'no_show');
  await consultation('davi', '2026-11-16T13:00:00.000Z', 'completed');
  await consultation('davi', '2026-11-23T13:00:00.000Z', 'completed');
  await consultation('only', future(3), 'scheduled', colleague.id);
}, 60_000);
afterAll(() => server.close());

const list = (input: Parameters<typeof psychologist.client.psychologist.patients.list.query>[0] = {}) =>
  psychologist.client.psychologist.patients.list.query(input);
const namesOf = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

describe('patient list', () => {
  test('only people who booked with this psychologist, by name, with totals, sessions and status', async () => {
    const page = await list();
    expect(namesOf(page)).toEqual([
      'Ana Lúcia Prado',
      'Bruno Dias',
      'Carla Nunes',
      'Davi Lopes',
      'Érica Gonçalves',
      'João Pereira',
    ]);
    expect(page).toMatchObject({
      total: 6,
      page: 1,
      pageSize: 20,
      statusCounts: { active: 3, inactive: 2, pending: 1 },
    });
    const byName = new Map(page.items.map((item) => [item.name, item]));
    expect(byName.get('Érica Gonçalves')).toEqual({
      id: ids.erica,
      name: 'Érica Gonçalves',
      email: expect.stringMatching(/^erica\./),
      phone: '(11) 98888-7777',
      totalSessions: 2,
      lastSession: windowStart,
      nextSession: null,
      status: 'active',
      accountDeleted: false,
    });
    expect(byName.get('João Pereira')).toMatchObject({
      totalSessions: 1,
      lastSession: oneMinuteBefore,
      nextSession: null,
      status: 'inactive',
    });
    expect(byName.get('Ana Lúcia Prado')).toMatchObject({
      totalSessions: 0,
      lastSession: null,
      nextSession: future(7),
      status: 'pending',
    });
    expect(byName.get('Bruno Dias')).toMatchObject({
      totalSessions: 1,
      nextSession: future(2),
      status: 'active',
    });
    expect(byName.get('Carla Nunes')).toMatchObject({
      totalSessions: 0,
      lastSession: null,
      nextSession: null,
      status: 'inactive',
    });
    expect(byName.get('Davi Lopes')).toMatchObject({
      totalSessions: 2,
      lastSession: '2026-11-23T13:00:00.000Z',
      status: 'active',
    });
  });

  test('search by name or e-mail ignores case and accents', async () => {
    expect(namesOf(await list({ search: 'erica' }))).toEqual(['Érica Gonçalves']);
    expect(namesOf(await list({ search: 'GONCALVES' }))).toEqual(['Érica Gonçalves']);
    expect(namesOf(await list({ search: 'lúcia' }))).toEqual(['Ana Lúcia Prado']);
    expect(namesOf(await list({ search: 'CLINICA-SUL.COM' }))).toEqual(['João Pereira']);
    expect(await list({ search: '%' })).toMatchObject({ items: [], total: 0 });
    expect(await list({ search: 'Olga' })).toMatchObject({ items: [], total: 0 });
  });

  test('the status filter, alone and with a search; the counts follow the search', async () => {
    expect(namesOf(await list({ status: 'pending' }))).toEqual(['Ana Lúcia Prado']);
    expect(namesOf(await list({ status: 'inactive' }))).toEqual(['Carla Nunes', 'João Pereira']);
    expect(namesOf(await list({ status: 'active' }))).toEqual([
      'Bruno Dias',
      'Davi Lopes',
      'Érica Gonçalves',
    ]);
    const search = await list({ status: 'active', search: 'd' });
    expect(namesOf(search)).toEqual(['Bruno Dias', 'Davi Lopes']);
    expect(search.statusCounts).toEqual({ active: 2, inactive: 0, pending: 1 });
  });

  test('pages on the server, with the total; past the end is empty', async () => {
    const first = await list({ pageSize: 4 });
    expect(namesOf(first)).toEqual(['Ana Lúcia Prado', 'Bruno Dias', 'Carla Nunes', 'Davi Lopes']);
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    expect(namesOf(await list({ pageSize: 4, page: 2 }))).toEqual(['Érica Gonçalves', 'João Pereira']);
    expect(await list({ pageSize: 4, page: 3 })).toMatchObject({ items: [], total: 6 });
    expect(namesOf(await list({ status: 'active', pageSize: 2, page: 2 }))).toEqual(['Érica Gonçalves']);
  });

  test('invalid paging or status is refused in Portuguese', async () => {
    expect(await failureOf(list({ pageSize: 500 }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'No máximo 100 por página',
    });
    // @ts-expect-error: a status the API does not know
    expect(await failureOf(list({ status: 'novo' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Status inválido',
    });
  });

  test('another psychologist sees only their own patients and their own counts', async () => {
    const page = await colleague.client.psychologist.patients.list.query({});
    expect(namesOf(page)).toEqual(['Érica Gonçalves', 'Olga Só da Colega']);
    expect(page.items[0]).toMatchObject({
      totalSessions: 1,
      lastSession: '2026-10-05T13:00:00.000Z',
      status: 'active',
    });
    expect(page.items[1]).toMatchObject({ totalSessions: 0, status: 'pending' });
  });
});

describe('patient page', () => {
  test('identity, figures and the consultations with this psychologist only, newest first', async () => {
    const detail = await psychologist.client.psychologist.patients.get.query({ patientId: ids.bruno ?? 0 });
    expect(detail).toMatchObject({ id: ids.bruno, name: 'Bruno Dias', totalSessions: 1, status: 'active' });
    expect(detail.consultations.map((row) => [row.startsAt, row.status])).toEqual([
      [future(14), 'scheduled'],
      [future(2), 'scheduled'],
      ['2026-05-04T13:00:00.000Z', 'completed'],
    ]);
    expect(detail.consultations[0]).toEqual({
      id: expect.any(Number),
      startsAt: future(14),
      endsAt: '2026-12-14T13:50:00.000Z',
      status: 'scheduled',
      priceCents: 15000,
      cancellationNoticeHours: 0,
    });
    const erica = await psychologist.client.psychologist.patients.get.query({ patientId: ids.erica ?? 0 });
    expect(erica.consultations).toHaveLength(2);
  });

  test('someone who never booked with this psychologist is not found, as an unknown id', async () => {
    const notFound = { code: 'NOT_FOUND', message: 'Paciente não encontrado' };
    const stranger = await signedInPatient(server);
    for (const patientId of [ids.only ?? 0, stranger.id, psychologist.id, 999_999]) {
      expect(await failureOf(psychologist.client.psychologist.patients.get.query({ patientId }))).toEqual(
        notFound,
      );
    }
    expect(
      await failureOf(colleague.client.psychologist.patients.get.query({ patientId: ids.bruno ?? 0 })),
    ).toEqual(notFound);
  });
});
