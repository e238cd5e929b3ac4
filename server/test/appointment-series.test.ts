import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { seriesMessages } from '@acolhe/shared/appointment-series';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { approvedPsychologist, createAdminClient, signedInPatient } from './accounts.ts';
import { mondayMorning, saoPaulo, testClock } from './clock.ts';
import { failureOf, startTestServer, validationFailureOf, type TestServer } from './harness.ts';
import { parseIcs } from './ics-parser.ts';
import { mailsTo } from './rows.ts';

/**
 * Weekly series (issue 15): every week checked like a single booking, the free ones booked in one
 * transaction, the others reported with their reason; same local time across a DST change; races settled.
 */
const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
beforeEach(() => clock.set(mondayMorning));
afterAll(() => server.close());

const db = () => server.app.services.db;

function liveAt(psychologistId: number, startsAt: string) {
  return db()
    .selectFrom('appointments')
    .select(['id', 'patient_id as patientId', 'status', 'series_id as seriesId', 'price_cents as priceCents', 'cancellation_notice_hours as notice'])
    .where('psychologist_id', '=', psychologistId)
    .where('starts_at', '=', startsAt)
    .where('status', '=', 'scheduled')
    .execute();
}


describe('a patient books a weekly series', () => {
  test('the preview lists every week; the booking takes the free ones, copies price and notice, and writes one mail per side', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const input = { psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-01', '10:00'), weeks: 4 };
    const preview = await patient.client.appointments.previewSeries.query(input);
    expect(preview.weeks.map((week) => [week.date, week.time, week.free])).toEqual([
      ['2026-12-01', '10:00', true],
      ['2026-12-08', '10:00', true],
      ['2026-12-15', '10:00', true],
      ['2026-12-22', '10:00', true],
    ]);
    // The preview books nothing.
    expect(await liveAt(psychologist.id, input.startsAt)).toEqual([]);

    const result = await patient.client.appointments.bookSeries.mutate(input);
    expect(result.booked).toBe(4);
    for (const week of result.weeks) {
      const [row] = await liveAt(psychologist.id, week.startsAt);
      expect(row).toMatchObject({ id: week.appointmentId, patientId: patient.id, seriesId: result.seriesId, priceCents: 15000, notice: 24 });
    }
    const list = await patient.client.appointments.list.query({ status: 'scheduled' });
    expect(list.map((item) => item.series && `${item.series.index} de ${item.series.weeks}`)).toEqual(['1 de 4', '2 de 4', '3 de 4', '4 de 4']);
    expect(list.map((item) => item.canCancelRest)).toEqual([true, true, true, false]);
    // The patient's data export names the series of each occurrence.
    const exported = await patient.client.patient.profile.exportData.query();
    expect(exported.appointments.map((appointment) => appointment.seriesId)).toEqual(Array(4).fill(result.seriesId));

    const seriesMail = (row: { subject: string }) => row.subject === 'Consultas semanais agendadas no Acolhe';
    // One mail per side for the whole series, none per occurrence.
    const patientMails = await mailsTo(server, patient.id);
    const psychologistMails = (await mailsTo(server, psychologist.id)).filter((row) => row.subject !== 'Seu cadastro no Acolhe foi aprovado');
    expect(patientMails).toHaveLength(1);
    expect(psychologistMails).toHaveLength(1);
    expect([...patientMails, ...psychologistMails].every(seriesMail)).toBe(true);
    expect(patientMails[0]?.text).toContain('22/12/2026');
    const events = parseIcs(patientMails[0]?.calendar ?? '').events;
    expect(events.map((event) => event.uid)).toEqual(result.weeks.map((week) => expect.stringContaining(`appointment-${week.appointmentId}@`)));
  });

  test('with conflicts books only the free weeks and says why each other one was left out', async () => {
    const psychologist = await approvedPsychologist(server);
    const other = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const rival = await signedInPatient(server);
    // Weeks of Tuesdays from 2026-12-29 at 10:00; the horizon (90 days from 2026-11-23) ends on 2027-02-20.
    await rival.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2027-01-05', '10:00') });
    await psychologist.client.agenda.addBlockedDate.mutate({ date: '2027-01-12', reason: 'Congresso' });
    await patient.client.appointments.book.mutate({ psychologistId: other.id, startsAt: saoPaulo('2027-01-19', '10:00') });
    const input = { psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-29', '10:00'), weeks: 9 };

    const preview = await patient.client.appointments.previewSeries.query(input);
    const expected = [
      ['2026-12-29', null],
      ['2027-01-05', 'Horário ocupado'],
      ['2027-01-12', 'Data bloqueada'],
      ['2027-01-19', 'Você já tem uma consulta neste horário'],
      ['2027-01-26', null],
      ['2027-02-02', null],
      ['2027-02-09', null],
      ['2027-02-16', null],
      ['2027-02-23', 'Fora do período de agendamento'],
    ];
    expect(preview.weeks.map((week) => [week.date, week.reasonLabel])).toEqual(expected);

    const result = await patient.client.appointments.bookSeries.mutate(input);
    expect(result.booked).toBe(5);
    expect(result.weeks.map((week) => [week.date, week.reasonLabel])).toEqual(expected);
    for (const week of result.weeks) {
      const owners = (await liveAt(psychologist.id, week.startsAt)).map((row) => row.patientId);
      expect(owners).toEqual(week.free ? [patient.id] : week.reason === 'taken' ? [rival.id] : []);
    }

    // A time that is no slot of the agenda is outside it, every week.
    const offGrid = await patient.client.appointments.previewSeries.query({ ...input, startsAt: saoPaulo('2026-12-29', '10:30'), weeks: 2 });
    expect(offGrid.weeks.map((week) => week.reasonLabel)).toEqual(['Fora da agenda do profissional', 'Fora da agenda do profissional']);
    expect(await failureOf(patient.client.appointments.bookSeries.mutate({ ...input, startsAt: saoPaulo('2026-12-29', '10:30'), weeks: 2 }))).toMatchObject({
      code: 'CONFLICT',
      message: seriesMessages.nothingFree,
    });
  });

  test('bad input is refused with a pt-BR message and changes nothing', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const stranger = await signedInPatient(server);
    const startsAt = saoPaulo('2026-12-02', '10:00');
    for (const weeks of [1, 13, 2.5]) {
      expect(await validationFailureOf(patient.client.appointments.bookSeries.mutate({ psychologistId: psychologist.id, startsAt, weeks }))).toMatchObject({
        code: 'BAD_REQUEST',
        fieldErrors: { weeks: 'Escolha de 2 a 12 semanas' },
      });
    }
    expect(await liveAt(psychologist.id, startsAt)).toEqual([]);

    const result = await patient.client.appointments.bookSeries.mutate({ psychologistId: psychologist.id, startsAt, weeks: 3 });
    const first = result.weeks[0]?.appointmentId ?? 0;
    // Someone else's occurrence does not exist for the stranger, and nothing is cancelled.
    expect(await failureOf(stranger.client.appointments.cancelRest.mutate({ appointmentId: first, acceptLate: true }))).toMatchObject({
      code: 'NOT_FOUND',
      message: appointmentMessages.appointmentNotFound,
    });
    expect((await patient.client.appointments.list.query({ status: 'scheduled' })).length).toBe(3);
    // A single booking is no series.
    const single = await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-03', '10:00') });
    expect(await failureOf(patient.client.appointments.cancelRest.mutate({ appointmentId: single.id }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: seriesMessages.seriesNotFound,
    });
  });
});

describe('two patients racing for overlapping series', () => {
  test('never double-book: every week ends with exactly one owner, both engines', async () => {
    const psychologist = await approvedPsychologist(server);
    for (const time of ['09:00', '14:00', '16:00']) {
      const first = await signedInPatient(server);
      const second = await signedInPatient(server);
      const a = { psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-01', time), weeks: 4 };
      const b = { psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-08', time), weeks: 4 };
      const results = await Promise.allSettled([first.client.appointments.bookSeries.mutate(a), second.client.appointments.bookSeries.mutate(b)]);
      const booked = results.map((result) => (result.status === 'fulfilled' ? result.value.booked : 0));
      // Five distinct weeks (1 Dec to 29 Dec): each has exactly one live appointment.
      for (const day of ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2026-12-29']) {
        expect(await liveAt(psychologist.id, saoPaulo(day, time))).toHaveLength(1);
      }
      expect((booked[0] ?? 0) + (booked[1] ?? 0)).toBe(5);
      for (const result of results) {
        if (result.status === 'fulfilled') {
          for (const week of result.value.weeks.filter((entry) => !entry.free)) expect(week.reasonLabel).toBe('Horário ocupado');
        }
      }
    }
  });
});

describe('a series the psychologist creates', () => {
  test('only for their own patient; another psychologist\'s patient is not found', async () => {
    const psychologist = await approvedPsychologist(server);
    const colleague = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const theirs = await signedInPatient(server);
    await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-25', '10:00') });
    await theirs.client.appointments.book.mutate({ psychologistId: colleague.id, startsAt: saoPaulo('2026-11-25', '10:00') });
    const startsAt = saoPaulo('2026-12-03', '15:00');

    const refused = await failureOf(psychologist.client.psychologist.patients.bookSeries.mutate({ patientId: theirs.id, startsAt, weeks: 3 }));
    expect(refused).toMatchObject({ code: 'NOT_FOUND', message: 'Paciente não encontrado' });
    expect(await failureOf(psychologist.client.psychologist.patients.previewSeries.query({ patientId: theirs.id, startsAt, weeks: 3 }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    // Patients cannot call it at all.
    expect(await failureOf(patient.client.psychologist.patients.bookSeries.mutate({ patientId: patient.id, startsAt, weeks: 3 }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await liveAt(psychologist.id, startsAt)).toEqual([]);

    const preview = await psychologist.client.psychologist.patients.previewSeries.query({ patientId: patient.id, startsAt, weeks: 3 });
    expect(preview.weeks.every((week) => week.free)).toBe(true);
    const result = await psychologist.client.psychologist.patients.bookSeries.mutate({ patientId: patient.id, startsAt, weeks: 3 });
    expect(result.booked).toBe(3);
    const series = await db().selectFrom('appointment_series').selectAll().where('id', '=', result.seriesId ?? 0).executeTakeFirstOrThrow();
    expect(series).toMatchObject({ patient_id: patient.id, psychologist_id: psychologist.id, created_by_role: 'psychologist', weeks: 3 });
    const [mail] = (await mailsTo(server, patient.id)).filter((row) => row.subject === 'Consultas semanais agendadas no Acolhe');
    expect(mail?.text).toContain('agendou 3 consultas semanais com você');

    // Their dashboard marks the occurrences, so a cancellation can take the later ones too.
    const { upcoming } = await psychologist.client.psychologist.appointments.query();
    expect(upcoming.filter((row) => row.seriesId === result.seriesId)).toHaveLength(3);

    // The psychologist cancels the second and third with a reason: never late, never against the patient.
    const second = result.weeks[1]?.appointmentId ?? 0;
    clock.set(saoPaulo('2026-12-09', '20:00'));
    expect(await psychologist.client.psychologist.cancelSeriesRest.mutate({ appointmentId: second, reason: 'Mudança de agenda' })).toEqual({
      cancelled: 2,
      lateCancelled: 0,
    });
    const rows = await db().selectFrom('appointments').select(['status', 'cancelled_by_role as role', 'cancellation_reason as reason']).where('series_id', '=', result.seriesId ?? 0).orderBy('starts_at').execute();
    expect(rows).toEqual([
      { status: 'scheduled', role: null, reason: null },
      { status: 'cancelled', role: 'psychologist', reason: 'Mudança de agenda' },
      { status: 'cancelled', role: 'psychologist', reason: 'Mudança de agenda' },
    ]);
    // The colleague cannot touch it.
    expect(await failureOf(colleague.client.psychologist.cancelSeriesRest.mutate({ appointmentId: result.weeks[0]?.appointmentId ?? 0, reason: 'x' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('a series for a patient an admin deactivated', () => {
  test('is refused in pt-BR and books nothing: they could neither sign in nor join', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    await patient.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-11-25', '10:00') });
    const admin = await createAdminClient(server);
    await admin.admin.users.deactivate.mutate({ id: patient.id });
    const startsAt = saoPaulo('2026-12-03', '15:00');
    const request = { patientId: patient.id, startsAt, weeks: 3 };
    const refusal = { code: 'CONFLICT', message: 'A conta deste paciente está desativada; não é possível agendar consultas.' };
    expect(await failureOf(psychologist.client.psychologist.patients.previewSeries.query(request))).toMatchObject(refusal);
    expect(await failureOf(psychologist.client.psychologist.patients.bookSeries.mutate(request))).toMatchObject(refusal);
    expect(await liveAt(psychologist.id, startsAt)).toEqual([]);

    await admin.admin.users.reactivate.mutate({ id: patient.id });
    expect((await psychologist.client.psychologist.patients.bookSeries.mutate(request)).booked).toBe(3);
  });
});

describe("the patient's 'Cancelar esta e as próximas'", () => {
  test('applies the notice per occurrence: only those inside it are late, and only once the warning was accepted', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const result = await patient.client.appointments.bookSeries.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-01', '11:00'), weeks: 4 });
    const [first, second] = result.weeks;
    // 10 hours before the second: it is inside its 24-hour notice, the third and fourth are not.
    clock.set(new Date(Date.parse(second?.startsAt ?? '') - 10 * 3_600_000));
    const warned = await failureOf(patient.client.appointments.cancelRest.mutate({ appointmentId: second?.appointmentId ?? 0 }));
    expect(warned).toMatchObject({ code: 'CONFLICT', reason: 'LATE_CANCELLATION', message: seriesMessages.lateRestWarning(1, 24) });
    expect((await liveAt(psychologist.id, second?.startsAt ?? '')).length).toBe(1);

    expect(await patient.client.appointments.cancelRest.mutate({ appointmentId: second?.appointmentId ?? 0, acceptLate: true })).toEqual({
      cancelled: 3,
      lateCancelled: 1,
    });
    const statuses = await db().selectFrom('appointments').select(['status', 'cancelled_by_role as role']).where('series_id', '=', result.seriesId ?? 0).orderBy('starts_at').execute();
    expect(statuses.slice(1)).toEqual([
      { status: 'late_cancelled', role: 'patient' },
      { status: 'cancelled', role: 'patient' },
      { status: 'cancelled', role: 'patient' },
    ]);
    // The one before is not touched.
    expect(statuses[0]?.role).toBeNull();
    expect(first?.appointmentId).toBeDefined();
    const cancelMails = (await mailsTo(server, psychologist.id)).filter((row) => row.subject === 'Consultas da série semanal canceladas');
    expect(cancelMails).toHaveLength(1);
    expect(parseIcs(cancelMails[0]?.calendar ?? '').events.map((event) => event.status)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED']);
  });
});

describe('a series with only one week free', () => {
  test('both booking mails say one weekly consultation, in the singular, subject included', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const rival = await signedInPatient(server);
    await rival.client.appointments.book.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2027-01-05', '10:00') });
    const result = await patient.client.appointments.bookSeries.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-29', '10:00'), weeks: 2 });
    expect(result.booked).toBe(1);
    const [toPatient] = (await mailsTo(server, patient.id)).filter((row) => row.subject === 'Consulta semanal agendada no Acolhe');
    expect(toPatient?.text).toContain('Sua 1 consulta semanal com ');
    expect(toPatient?.text).toContain(' está agendada:');
    const psychologistMails = (await mailsTo(server, psychologist.id)).map((row) => row.text).join('\n');
    expect(psychologistMails).toContain('agendou 1 consulta semanal com você:');
    expect((await mailsTo(server, psychologist.id)).map((row) => row.subject)).toContain('Consulta semanal agendada no Acolhe');
  });
});

describe("a series' last week cancelled alone", () => {
  test('both mails say one consultation, in the singular, subject included', async () => {
    const psychologist = await approvedPsychologist(server);
    const patient = await signedInPatient(server);
    const result = await patient.client.appointments.bookSeries.mutate({ psychologistId: psychologist.id, startsAt: saoPaulo('2026-12-01', '11:00'), weeks: 3 });
    const last = result.weeks[2]?.appointmentId;
    if (last === undefined) throw new Error('the series did not book its third week');
    expect(await patient.client.appointments.cancelRest.mutate({ appointmentId: last })).toEqual({ cancelled: 1, lateCancelled: 0 });
    const [toPsychologist] = (await mailsTo(server, psychologist.id)).filter((row) => row.subject === 'Consulta da série semanal cancelada');
    expect(toPsychologist?.text).toContain('cancelou 1 consulta da série semanal:');
    const patientMails = await mailsTo(server, patient.id);
    expect(patientMails.map((row) => row.text).join('\n')).toContain('Você cancelou 1 consulta da sua série semanal');
    expect(patientMails.map((row) => row.subject)).toContain('Consulta da série semanal cancelada');
  });
});

describe('a series across a daylight-saving change', () => {
  test('12 weeks keep their local time in America/New_York (the March change moves the instants, not the clock)', async () => {
    const newYorkClock = testClock(new Date('2027-02-01T13:00:00.000Z'));
    const newYork = await startTestServer({ TIME_ZONE: 'America/New_York' }, { now: newYorkClock.now });
    try {
      const psychologist = await approvedPsychologist(newYork);
      const patient = await signedInPatient(newYork);
      // Tuesday 2 February 2027, 10:00 in New York (EST, UTC-5); DST starts on 14 March.
      const result = await patient.client.appointments.bookSeries.mutate({
        psychologistId: psychologist.id,
        startsAt: '2027-02-02T15:00:00.000Z',
        weeks: 12,
      });
      expect(result.booked).toBe(12);
      expect(result.weeks.map((week) => week.time)).toEqual(Array(12).fill('10:00'));
      expect(result.weeks.map((week) => week.startsAt.slice(11, 16))).toEqual([...Array(6).fill('15:00'), ...Array(6).fill('14:00')]);
      expect(result.weeks.at(-1)?.date).toBe('2027-04-20');
      const stored = await newYork.app.services.db
        .selectFrom('appointments')
        .select('starts_at')
        .where('series_id', '=', result.seriesId ?? 0)
        .orderBy('starts_at')
        .execute();
      expect(stored.map((row) => row.starts_at)).toEqual(result.weeks.map((week) => week.startsAt));
    } finally {
      await newYork.close();
    }
  });
});
