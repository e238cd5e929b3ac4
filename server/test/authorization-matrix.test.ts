import type { AnyProcedure } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { recordMessages } from '@acolhe/shared/clinical-records';
import { sessionMessages } from '@acolhe/shared/sessions';
import { appRouter } from '../src/router.ts';
import { createAdmin } from '../src/modules/auth/create-admin.ts';
import { addEntry } from '../src/modules/psychologist/records/record-writing.service.ts';
import { startAuthSession } from '../src/identity/auth-session.service.ts';
import { hashPassword, verifyPassword } from '../src/identity/password.ts';
import { authSessionCookieName } from '../src/identity/auth-session-cookie.ts';
import { callProcedure, openBrowser, type RawResponse, startTestServer, type TestServer, trpcDataOf, trpcErrorOf } from './harness.ts';
import { registerPatient, registerPsychologist, signIn, testPassword, uniqueEmail } from './accounts.ts';
import { countRows } from './rows.ts';
import { adminAccess, adminPathsNamingPsychologists, adminSamples } from './admin-matrix-samples.ts';
import { addRecoveryCode, appCodeAt, giveTwoFactor, removeTwoFactor } from './two-factor-fixtures.ts';
import { issueLoginChallenge } from '../src/modules/two-factor/login-challenge.ts';
import { newTotpSecret } from '../src/modules/two-factor/totp.ts';

/**
 * Who may call a procedure. 'psychologist' means an approved one. 'participant': any signed-in caller
 * gets past the role gate, but only the two participants of the appointment get further; for everyone
 * else it does not exist (NOT_FOUND). The samples use an appointment between the patient caller and the
 * approved psychologist caller, inside its join window. 'author': the clinical record of the approved
 * psychologist caller's patient; to everyone else signed in, admin and patient included, it does not exist.
 */
type Access = 'public' | 'authed' | 'patient' | 'psychologist' | 'admin' | 'participant' | 'author';

/** Every procedure of appRouter, and who may call it. A new procedure must be added here on purpose. */
const accessTable: Record<string, Access> = {
  'auth.register': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.me': 'public',
  'auth.demoCredentials': 'public',
  'auth.loginWithCode': 'public',
  'account.changePassword': 'authed',
  'twoFactor.status': 'authed',
  'twoFactor.startEnrolment': 'authed',
  'twoFactor.confirmEnrolment': 'authed',
  'twoFactor.disable': 'authed',
  'stats.landing': 'public',
  'platform.info': 'public',
  'patient.overview': 'patient',
  'psychologist.overview': 'psychologist',
  'admin.applications.list': 'admin',
  'admin.applications.get': 'admin',
  'admin.applications.approve': 'admin',
  'admin.applications.reject': 'admin',
  'patient.profile.get': 'patient',
  'patient.profile.update': 'patient',
  'patient.profile.changePassword': 'patient',
  'patient.profile.exportData': 'patient',
  'patient.profile.taxIds': 'patient',
  'patient.profile.saveCpf': 'patient',
  'patient.profile.removeCpf': 'patient',
  'patient.profile.saveFinancialResponsible': 'patient',
  'patient.profile.removeFinancialResponsible': 'patient',
  'patient.profile.deleteAccount': 'patient',
  'patient.telehealthConsent.give': 'patient',
  'patient.telehealthConsent.inPersonContact': 'patient',
  'appointments.book': 'patient',
  'appointments.list': 'patient',
  'appointments.get': 'patient',
  'appointments.dashboard': 'patient',
  'appointments.cancel': 'patient',
  'appointments.review': 'patient',
  'appointments.previewSeries': 'patient',
  'appointments.bookSeries': 'patient',
  'appointments.cancelRest': 'patient',
  'appointments.reschedule': 'patient',
  'agenda.get': 'psychologist',
  'agenda.save': 'psychologist',
  'agenda.addBlockedDate': 'psychologist',
  'agenda.removeBlockedDate': 'psychologist',
  'directory.list': 'public',
  'directory.profile': 'public',
  'directory.availableDates': 'public',
  'directory.slots': 'public',
  'psychologist.appointments': 'psychologist',
  'psychologist.cancelAppointment': 'psychologist',
  'psychologist.markTechnicalProblem': 'psychologist',
  'psychologist.patients.list': 'psychologist',
  'psychologist.patients.get': 'psychologist',
  'psychologist.patients.previewSeries': 'psychologist',
  'psychologist.patients.bookSeries': 'psychologist',
  'psychologist.cancelSeriesRest': 'psychologist',
  'psychologist.reports.report': 'psychologist',
  'psychologist.reports.exportCsv': 'psychologist',
  'psychologist.receipts.pending': 'psychologist',
  'psychologist.receipts.exportCsv': 'psychologist',
  'psychologist.records.get': 'author',
  'psychologist.records.history': 'author',
  'psychologist.records.addEntry': 'author',
  'psychologist.records.correctEntry': 'author',
  'sessions.details': 'participant',
  'sessions.join': 'participant',
  'sessions.signal': 'participant',
  'sessions.markAttendance': 'psychologist',
  'psychologistSettings.profile': 'psychologist',
  'psychologistSettings.updateProfile': 'psychologist',
  'psychologistSettings.preferences': 'psychologist',
  'psychologistSettings.updateNotifications': 'psychologist',
  'psychologistSettings.updatePrivacy': 'psychologist',
  'psychologistSettings.payments': 'psychologist',
  'psychologistSettings.saveBankAccount': 'psychologist',
  'psychologistSettings.savePixKey': 'psychologist',
  'psychologistSettings.receipts': 'psychologist',
  'psychologistSettings.updateReceipts': 'psychologist',
  'patient.calendarFeed.status': 'patient',
  'patient.calendarFeed.renew': 'patient',
  'patient.calendarFeed.revoke': 'patient',
  'psychologist.calendarFeed.status': 'psychologist',
  'psychologist.calendarFeed.renew': 'psychologist',
  'psychologist.calendarFeed.revoke': 'psychologist',
  // A subscription (SSE), not callable as a query or a mutation: its access by every kind of caller is
  // covered in sessions-signalling.test.ts.
  'sessions.signals': 'participant',
  ...adminAccess,
};

const callers = ['signedOut', 'patient', 'pendingPsychologist', 'psychologist', 'admin'] as const;
type Caller = (typeof callers)[number];

type Outcome = 'allowed' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND';

function expectedOutcome(access: Access, caller: Caller): Outcome {
  if (access === 'public') return 'allowed';
  if (caller === 'signedOut') return 'UNAUTHORIZED';
  if (access === 'authed') return 'allowed';
  if (access === 'participant')
    return caller === 'patient' || caller === 'psychologist' ? 'allowed' : 'NOT_FOUND';
  if (access === 'author') return caller === 'psychologist' ? 'allowed' : 'NOT_FOUND';
  return access === caller ? 'allowed' : 'FORBIDDEN';
}

function expectedRefusalMessage(outcome: Outcome, access: Access, caller: Caller): string {
  if (outcome === 'UNAUTHORIZED') return 'Faça login para continuar';
  if (outcome === 'NOT_FOUND') return access === 'author' ? recordMessages.notFound : sessionMessages.notFound;
  if (access === 'psychologist' && caller === 'pendingPsychologist')
    return 'Seu cadastro ainda está em análise';
  return 'Você não tem permissão para esta ação';
}

// At run time tRPC keeps every procedure in one flat record keyed by dotted path; its declared type is the
// nested router shape, hence the cast through unknown.
const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
const routerPaths = Object.keys(procedures).sort();
const tablePaths = Object.keys(accessTable).sort();
/** Subscriptions stream over SSE and are covered by their own tests (see the access table). */
const callablePaths = routerPaths.filter((path) => procedures[path]?._def.type !== 'subscription');
const matrixPaths = [...new Set([...callablePaths, ...tablePaths])].filter(
  (path) => !routerPaths.includes(path) || callablePaths.includes(path),
);

/** A fixed clock, so "this month" and "upcoming" do not depend on when the suite runs. */
const now = new Date('2026-11-18T15:00:00.000Z');
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

let server: TestServer;
const sessions = new Map<Caller, Map<string, string>>();
const userIds = new Map<Caller, number>();
let loginTarget = '';
let twoFactorTargetId = 0;
let recoveryCodeSequence = 0;

/** Gives every signed-in caller two-factor authentication with one known secret; returns its code now. */
async function twoFactorForCallers(state: 'pending' | 'enabled'): Promise<string> {
  const secret = newTotpSecret();
  for (const caller of callers) {
    const userId = userIds.get(caller);
    if (userId) await giveTwoFactor(server, userId, state, secret);
  }
  return appCodeAt(secret, now);
}
let inspectedApplicantId = 0;
/** Between the patient and the approved psychologist callers, starting at `now`: its join window is open. */
let sessionAppointmentId = 0;
let markedMinutes = 0;
let approvedPsychologistEmail = '';
/** Makes each settings save write a value of its own, so its effect (or its absence) can be checked. */
let settingsWrite = 0;
/** Data of people the callers must never see. */
const otherPatient = { id: 0, email: uniqueEmail('outra.paciente'), name: 'Outra Paciente Sigilosa' };
const otherPsychologist = { id: 0, email: uniqueEmail('outro.psi'), name: 'Outro Psicólogo Reservado' };
const responses: { path: string; caller: Caller; response: RawResponse }[] = [];

const db = () => server.app.services.db;

/** A pending applicant written straight to the database (cheaper than a registration's password hash). */
async function freshApplicant(): Promise<number> {
  const user = await db()
    .insertInto('users')
    .values({
      email: uniqueEmail('candidato'),
      password_hash: 'not-a-login',
      name: 'Candidato da Matriz',
      phone: '(11) 90000-0000',
      role: 'psychologist',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('psychologist_profiles')
    .values({
      user_id: user.id,
      specialty: 'Psicologia Clínica',
      bio: 'Candidatura criada para a matriz de autorização.',
      hourly_rate_cents: 12000,
      available_hours: '08:00-18:00',
      applied_at: now.toISOString(),
    })
    .execute();
  return user.id;
}

/** An appointment written straight to the database. */
async function appointmentOf(
  patientId: number,
  psychologistId: number,
  startsAt: string,
  status: 'scheduled' | 'completed',
): Promise<number> {
  const row = await db()
    .insertInto('appointments')
    .values({
      patient_id: patientId,
      psychologist_id: psychologistId,
      starts_at: startsAt,
      ends_at: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
      status,
      price_cents: 15000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Each destructive call gets its own future start, so calls never collide on a slot. */
let nextSlotHour = 0;
const freshStart = () => hoursFromNow(24 * 30 + (nextSlotHour += 1));

/** Each series call starts on a slot of its own (weekdays from 24 November, 08:00-17:00 in São Paulo). */
let seriesCalls = 0;
function seriesStart(): string {
  const call = seriesCalls++;
  const weekdays = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01', '2026-12-02'];
  const day = weekdays[Math.floor(call / 10) % weekdays.length] ?? '2026-11-24';
  return new Date(`${day}T${String(8 + (call % 10)).padStart(2, '0')}:00:00-03:00`).toISOString();
}

/** Two weekly occurrences of a series between the patient and the psychologist callers, written straight to the database. */
async function seriesOf(): Promise<number[]> {
  const patientId = userIds.get('patient') ?? 0;
  const psychologistId = userIds.get('psychologist') ?? 0;
  const series = await db()
    .insertInto('appointment_series')
    .values({ patient_id: patientId, psychologist_id: psychologistId, created_by_role: 'patient', weeks: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const first = freshStart();
  const ids: number[] = [];
  for (const startsAt of [first, new Date(Date.parse(first) + 7 * 24 * 3_600_000).toISOString()]) {
    const id = await appointmentOf(patientId, psychologistId, startsAt, 'scheduled');
    await db().updateTable('appointments').set({ series_id: series.id } as never).where('id', '=', id).execute();
    ids.push(id);
  }
  return ids;
}

async function appointmentStatus(id: number) {
  const row = await db()
    .selectFrom('appointments')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.status;
}

async function throwawayPatient(): Promise<{ id: number; session: Map<string, string> }> {
  const user = await db()
    .insertInto('users')
    .values({
      email: uniqueEmail('descartavel'),
      password_hash: await hashPassword(testPassword),
      name: 'Paciente Descartável',
      phone: '(11) 90000-0001',
      role: 'patient',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db().insertInto('user_preferences').values({ user_id: user.id }).execute();
  const token = await startAuthSession(server.app.services, user.id);
  return { id: user.id, session: new Map([[authSessionCookieName, token]]) };
}

/** The approved psychologist caller marks 'Atendo como pessoa física'. */
async function receiptsAsIndividual() {
  await db()
    .updateTable('psychologist_profiles')
    .set({ receipts_as_individual: 1 })
    .where('user_id', '=', userIds.get('psychologist') ?? 0)
    .execute();
}

/** A note in the approved psychologist caller's record of the patient caller. */
function recordNote() {
  return addEntry(server.app.services, userIds.get('psychologist') ?? 0, {
    patientId: userIds.get('patient') ?? 0,
    kind: 'note',
    text: 'Nota escrita para a matriz.',
  });
}

let blockedDay = 0;
const weekdaysAvailability = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startTime: '08:00',
  endTime: '18:00',
  isAvailable: true,
}));

async function applicationStatus(id: number) {
  const row = await db()
    .selectFrom('psychologist_profiles')
    .select('approval_status')
    .where('user_id', '=', id)
    .executeTakeFirstOrThrow();
  return row.approval_status;
}

interface Sample {
  input: unknown;
  /** When the caller is the patient, call as this other patient instead (destructive calls). */
  patientSession?: Map<string, string>;
  /** A session of its own for the call (logout would end the shared one). */
  freshSession?: boolean;
  /** Checks the call's effect, or that a refused call had none. */
  verify?: (outcome: Outcome) => Promise<void>;
}

/** A valid input for every procedure, built anew for each call. */
const samples: Record<string, () => Sample | Promise<Sample>> = {
  ...adminSamples(() => db()),
  'auth.register': () => ({
    input: {
      role: 'patient',
      name: 'Paciente da Matriz',
      email: uniqueEmail('matriz'),
      password: testPassword,
      phone: '(11) 95555-4444',
      acceptTerms: true,
    },
  }),
  'auth.login': () => ({ input: { email: loginTarget, password: testPassword } }),
  'auth.logout': () => ({ input: undefined, freshSession: true }),
  'auth.me': () => ({ input: undefined }),
  'auth.demoCredentials': () => ({ input: undefined }),
  'auth.loginWithCode': async () => {
    const code = `matriz${(recoveryCodeSequence += 1).toString().padStart(4, '0')}`;
    await addRecoveryCode(server, twoFactorTargetId, code);
    return { input: { challenge: issueLoginChallenge(server.app.services, twoFactorTargetId), code } };
  },
  // Every signed-in caller may change their own password; each caller's is put back afterwards.
  'account.changePassword': () => ({
    input: { currentPassword: testPassword, newPassword: 'outraSenha123' },
    verify: async (outcome) => {
      const passwordHash = await hashPassword(testPassword);
      const callerIds = [...userIds.values()];
      const rows = await db().selectFrom('users').select('password_hash').where('id', 'in', callerIds).execute();
      const changed = await Promise.all(rows.map((row) => verifyPassword('outraSenha123', row.password_hash)));
      expect(changed.filter(Boolean)).toHaveLength(outcome === 'allowed' ? 1 : 0);
      await db().updateTable('users').set({ password_hash: passwordHash }).where('id', 'in', callerIds).execute();
    },
  }),
  'twoFactor.status': () => ({ input: undefined }),
  'twoFactor.startEnrolment': async () => {
    for (const userId of userIds.values()) await removeTwoFactor(server, userId);
    return { input: { password: testPassword } };
  },
  // Every signed-in caller holds the same known secret for the call, so each may confirm or disable.
  'twoFactor.confirmEnrolment': async () => ({ input: { code: await twoFactorForCallers('pending') } }),
  'twoFactor.disable': async () => ({ input: { password: testPassword, code: await twoFactorForCallers('enabled') } }),
  'stats.landing': () => ({ input: undefined }),
  'platform.info': () => ({ input: undefined }),
  'patient.overview': () => ({ input: undefined }),
  'patient.calendarFeed.status': () => ({ input: undefined }),
  'patient.calendarFeed.renew': () => ({ input: undefined }),
  'patient.calendarFeed.revoke': () => ({ input: undefined }),
  'psychologist.calendarFeed.status': () => ({ input: undefined }),
  'psychologist.calendarFeed.renew': () => ({ input: undefined }),
  'psychologist.calendarFeed.revoke': () => ({ input: undefined }),
  'psychologist.overview': () => ({ input: undefined }),
  'admin.applications.list': () => ({ input: { search: 'candidato', status: 'pending', page: 1, pageSize: 20 } }),
  'admin.applications.get': () => ({ input: { id: inspectedApplicantId } }),
  'admin.applications.approve': async () => {
    const id = await freshApplicant();
    return {
      input: { id, crpChecked: true },
      verify: async (outcome) => {
        expect(await applicationStatus(id)).toBe(outcome === 'allowed' ? 'approved' : 'pending');
      },
    };
  },
  'patient.profile.get': () => ({ input: undefined }),
  'patient.profile.update': () => ({ input: { name: 'Paciente Chamadora', phone: '(11) 98888-7777' } }),
  'patient.profile.changePassword': async () => {
    const throwaway = await throwawayPatient();
    return {
      input: { currentPassword: testPassword, newPassword: 'outraSenha123' },
      patientSession: throwaway.session,
    };
  },
  'patient.profile.exportData': () => ({ input: undefined }),
  'patient.profile.taxIds': () => ({ input: undefined }),
  'patient.profile.saveCpf': () => ({ input: { cpf: '529.982.247-25' } }),
  'patient.profile.removeCpf': () => ({ input: undefined }),
  'patient.profile.saveFinancialResponsible': () => {
    const name = `Responsável Matriz ${(settingsWrite += 1)}`;
    return {
      input: { name, cpf: '111.444.777-35' },
      verify: async (outcome) => {
        const row = await db()
          .selectFrom('patient_tax_ids')
          .select('payer_name')
          .where('payer_name', '=', name)
          .executeTakeFirst();
        expect(row !== undefined).toBe(outcome === 'allowed');
      },
    };
  },
  'patient.profile.removeFinancialResponsible': () => ({ input: undefined }),
  'patient.telehealthConsent.give': () => ({
    input: { psychologistId: userIds.get('psychologist') ?? 0 },
    verify: async () => {
      // Given once in the set-up (the patient joins sessions.join's sample): a repeat changes nothing.
      const consents = await db().selectFrom('telehealth_consents').select('patient_id').execute();
      expect(consents).toEqual([{ patient_id: userIds.get('patient') }]);
    },
  }),
  'patient.telehealthConsent.inPersonContact': () => ({ input: { psychologistId: userIds.get('psychologist') ?? 0 } }),
  'patient.profile.deleteAccount': async () => {
    const throwaway = await throwawayPatient();
    return {
      input: { password: testPassword, confirmation: 'EXCLUIR' },
      patientSession: throwaway.session,
      verify: async (outcome) => {
        const row = await db()
          .selectFrom('users')
          .select('anonymised_at')
          .where('id', '=', throwaway.id)
          .executeTakeFirstOrThrow();
        expect(row.anonymised_at !== null).toBe(outcome === 'allowed');
      },
    };
  },
  'appointments.book': () => ({
    input: { psychologistId: userIds.get('psychologist'), startsAt: '2026-11-19T13:00:00.000Z' },
  }),
  'appointments.list': () => ({ input: { status: 'all' } }),
  'appointments.get': async () => ({
    input: {
      id: await appointmentOf(
        userIds.get('patient') ?? 0,
        userIds.get('psychologist') ?? 0,
        freshStart(),
        'scheduled',
      ),
    },
  }),
  'appointments.dashboard': () => ({ input: undefined }),
  'appointments.cancel': async () => {
    const id = await appointmentOf(
      userIds.get('patient') ?? 0,
      userIds.get('psychologist') ?? 0,
      freshStart(),
      'scheduled',
    );
    return {
      input: { id },
      verify: async (outcome) => {
        expect(await appointmentStatus(id)).toBe(outcome === 'allowed' ? 'cancelled' : 'scheduled');
      },
    };
  },
  'appointments.reschedule': async () => {
    const id = await appointmentOf(userIds.get('patient') ?? 0, userIds.get('psychologist') ?? 0, freshStart(), 'scheduled');
    const before = await db().selectFrom('appointments').select('starts_at').where('id', '=', id).executeTakeFirstOrThrow();
    // Friday 20 November 2026, 11:00 in São Paulo: a free slot of the psychologist's agenda.
    const startsAt = '2026-11-20T14:00:00.000Z';
    return {
      input: { id, startsAt },
      verify: async (outcome) => {
        const row = await db().selectFrom('appointments').select('starts_at').where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.starts_at).toBe(outcome === 'allowed' ? startsAt : before.starts_at);
      },
    };
  },
  'appointments.review': async () => {
    const id = await appointmentOf(
      userIds.get('patient') ?? 0,
      userIds.get('psychologist') ?? 0,
      hoursFromNow(-24 - (nextSlotHour += 1)),
      'completed',
    );
    return {
      input: { appointmentId: id, rating: 5 },
      verify: async (outcome) => {
        const review = await db()
          .selectFrom('reviews')
          .select('id')
          .where('appointment_id', '=', id)
          .executeTakeFirst();
        expect(review !== undefined).toBe(outcome === 'allowed');
      },
    };
  },
  'appointments.previewSeries': () => ({
    input: { psychologistId: userIds.get('psychologist'), startsAt: seriesStart(), weeks: 2 },
  }),
  'appointments.bookSeries': () => ({
    input: { psychologistId: userIds.get('psychologist'), startsAt: seriesStart(), weeks: 2 },
  }),
  'appointments.cancelRest': async () => {
    const ids = await seriesOf();
    return {
      input: { appointmentId: ids[0] },
      verify: async (outcome) => {
        for (const id of ids) expect(await appointmentStatus(id)).toBe(outcome === 'allowed' ? 'cancelled' : 'scheduled');
      },
    };
  },
  'agenda.get': () => ({ input: undefined }),
  'agenda.save': () => ({
    input: { consultationMinutes: 50, intervalMinutes: 10, slots: weekdaysAvailability },
  }),
  'agenda.addBlockedDate': () => ({
    input: { date: `2027-01-${String((blockedDay += 1)).padStart(2, '0')}`, reason: 'Matriz de autorização' },
  }),
  'agenda.removeBlockedDate': async () => {
    const row = await db()
      .insertInto('blocked_dates')
      .values({
        psychologist_id: userIds.get('psychologist') ?? 0,
        date: `2027-02-${String((blockedDay += 1)).padStart(2, '0')}`,
        reason: 'Remover',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      input: { id: row.id },
      verify: async (outcome) => {
        const still = await db()
          .selectFrom('blocked_dates')
          .select('id')
          .where('id', '=', row.id)
          .executeTakeFirst();
        expect(still === undefined).toBe(outcome === 'allowed');
      },
    };
  },
  'directory.list': () => ({ input: { sort: 'rating' } }),
  'directory.profile': () => ({ input: { psychologistId: userIds.get('psychologist') } }),
  'directory.availableDates': () => ({ input: { psychologistId: userIds.get('psychologist') } }),
  'directory.slots': () => ({ input: { psychologistId: userIds.get('psychologist'), date: '2026-11-19' } }),
  'psychologist.appointments': () => ({ input: undefined }),
  'psychologist.cancelAppointment': async () => {
    const id = await appointmentOf(
      userIds.get('patient') ?? 0,
      userIds.get('psychologist') ?? 0,
      freshStart(),
      'scheduled',
    );
    return {
      input: { appointmentId: id, reason: 'Imprevisto de saúde' },
      verify: async (outcome) => {
        expect(await appointmentStatus(id)).toBe(outcome === 'allowed' ? 'cancelled' : 'scheduled');
      },
    };
  },
  'psychologist.patients.list': () => ({ input: { search: 'paciente', page: 1 } }),
  // The patient caller has the session appointment with the approved psychologist caller.
  'psychologist.patients.get': () => ({ input: { patientId: userIds.get('patient') } }),
  'psychologist.patients.previewSeries': () => ({
    input: { patientId: userIds.get('patient'), startsAt: seriesStart(), weeks: 2 },
  }),
  'psychologist.patients.bookSeries': () => ({
    input: { patientId: userIds.get('patient'), startsAt: seriesStart(), weeks: 2 },
  }),
  'psychologist.cancelSeriesRest': async () => {
    const ids = await seriesOf();
    return {
      input: { appointmentId: ids[0], reason: 'Mudança de agenda' },
      verify: async (outcome) => {
        for (const id of ids) expect(await appointmentStatus(id)).toBe(outcome === 'allowed' ? 'cancelled' : 'scheduled');
      },
    };
  },
  'psychologist.reports.report': () => ({ input: { period: '6m' } }),
  'psychologist.reports.exportCsv': () => ({ input: { period: '30d' } }),
  // Receipts are shown to a psychologist who works as an individual (their own refusal is in receipts.test.ts).
  'psychologist.receipts.pending': async () => ({ input: (await receiptsAsIndividual(), undefined) }),
  'psychologist.receipts.exportCsv': async () => ({ input: (await receiptsAsIndividual(), undefined) }),
  'psychologist.records.get': () => ({ input: { patientId: userIds.get('patient') } }),
  'psychologist.records.history': async () => ({
    input: { patientId: userIds.get('patient'), entryId: (await recordNote()).entryId },
  }),
  'psychologist.records.addEntry': async () => {
    const before = await countRows(db(), 'clinical_record_entries');
    return {
      input: { patientId: userIds.get('patient'), kind: 'note', text: 'Nota da matriz.' },
      verify: async (outcome) => {
        expect(await countRows(db(), 'clinical_record_entries')).toBe(before + (outcome === 'allowed' ? 1 : 0));
      },
    };
  },
  'psychologist.records.correctEntry': async () => {
    const { entryId } = await recordNote();
    return {
      input: { patientId: userIds.get('patient'), entryId, baseVersion: 1, text: 'Correção da matriz.' },
      verify: async (outcome) => {
        const versions = await db().selectFrom('clinical_record_versions').select('version').where('entry_id', '=', entryId).execute();
        expect(versions).toHaveLength(outcome === 'allowed' ? 2 : 1);
      },
    };
  },
  'sessions.details': () => ({ input: { appointmentId: sessionAppointmentId } }),
  'sessions.join': () => ({ input: { appointmentId: sessionAppointmentId } }),
  'sessions.signal': async () => {
    // Sending needs an open signalling stream of the sender: both participants are put in the room.
    const hub = server.app.services.signalling;
    const connections = [
      await hub.connect(sessionAppointmentId, {
        userId: userIds.get('patient') ?? 0,
        name: 'Paciente',
        role: 'patient',
      }),
      await hub.connect(sessionAppointmentId, {
        userId: userIds.get('psychologist') ?? 0,
        name: 'Psicóloga',
        role: 'psychologist',
      }),
    ];
    return {
      input: {
        appointmentId: sessionAppointmentId,
        payload: { kind: 'media', camera: true, microphone: false },
      },
      verify: async () => {
        for (const connection of connections) await hub.disconnect(sessionAppointmentId, connection);
      },
    };
  },
  'sessions.signals': () => ({ input: { appointmentId: sessionAppointmentId } }),
  'psychologist.markTechnicalProblem': async () => {
    const id = await appointmentOf(
      userIds.get('patient') ?? 0,
      userIds.get('psychologist') ?? 0,
      new Date(now.getTime() - (markedMinutes += 1) * 60_000).toISOString(),
      'scheduled',
    );
    return {
      input: { appointmentId: id },
      verify: async (outcome) => {
        const row = await db().selectFrom('appointments').select('technical_problem_at').where('id', '=', id).executeTakeFirstOrThrow();
        expect(row.technical_problem_at !== null).toBe(outcome === 'allowed');
      },
    };
  },
  'sessions.markAttendance': async () => {
    // Started within the hour, so the attendance sweep (window closed) never settles it first.
    const id = await appointmentOf(
      userIds.get('patient') ?? 0,
      userIds.get('psychologist') ?? 0,
      new Date(now.getTime() - (markedMinutes += 1) * 60_000).toISOString(),
      'scheduled',
    );
    return {
      input: { appointmentId: id, outcome: 'completed' },
      verify: async (outcome) => {
        expect(await appointmentStatus(id)).toBe(outcome === 'allowed' ? 'completed' : 'scheduled');
      },
    };
  },
  'psychologistSettings.profile': () => ({ input: undefined }),
  'psychologistSettings.updateProfile': () => {
    const experience = `Matriz ${(settingsWrite += 1)}`;
    return {
      input: {
        name: 'Joana Psicóloga',
        email: approvedPsychologistEmail,
        phone: '(21) 97777-6666',
        specialty: 'Psicologia Clínica',
        experience,
        hourlyRate: 150,
        bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
      },
      verify: async (outcome) => {
        const row = await db()
          .selectFrom('psychologist_profiles')
          .select('experience')
          .where('user_id', '=', userIds.get('psychologist') ?? 0)
          .executeTakeFirstOrThrow();
        expect(row.experience === experience).toBe(outcome === 'allowed');
      },
    };
  },
  'psychologistSettings.preferences': () => ({ input: undefined }),
  'psychologistSettings.updateNotifications': () => ({
    input: { emailAppointments: true, smsReminders: false, marketingEmails: true, weeklyReports: true },
  }),
  // Kept public: the directory samples above read this psychologist's profile.
  'psychologistSettings.updatePrivacy': () => ({
    input: { publicProfile: true, showRatings: true, allowMessages: true },
  }),
  'psychologistSettings.payments': () => ({ input: undefined }),
  'psychologistSettings.receipts': () => ({ input: undefined }),
  'psychologistSettings.updateReceipts': () => ({ input: { asIndividual: true } }),
  'psychologistSettings.saveBankAccount': () => {
    const holderName = `Titular Matriz ${(settingsWrite += 1)}`;
    return {
      input: {
        bankCode: '001',
        agency: '1234',
        accountType: 'checking',
        accountNumber: '123456',
        accountDigit: '7',
        holderName,
        holderDocument: '529.982.247-25',
      },
      verify: async (outcome) => {
        const row = await db()
          .selectFrom('psychologist_bank_accounts')
          .select('holder_name')
          .where('holder_name', '=', holderName)
          .executeTakeFirst();
        expect(row !== undefined).toBe(outcome === 'allowed');
      },
    };
  },
  'psychologistSettings.savePixKey': () => {
    const key = `123e4567-e89b-12d3-a456-${String((settingsWrite += 1)).padStart(12, '0')}`;
    return {
      input: { type: 'random', key },
      verify: async (outcome) => {
        const row = await db()
          .selectFrom('psychologist_pix_keys')
          .select('key_value')
          .where('key_value', '=', key)
          .executeTakeFirst();
        expect(row !== undefined).toBe(outcome === 'allowed');
      },
    };
  },
  'admin.applications.reject': async () => {
    const id = await freshApplicant();
    return {
      input: { id, reason: 'Teste da matriz.' },
      verify: async (outcome) => {
        expect(await applicationStatus(id)).toBe(outcome === 'allowed' ? 'rejected' : 'pending');
      },
    };
  },
};

async function sessionFor(caller: Caller, fresh: boolean): Promise<Map<string, string>> {
  if (caller === 'signedOut') return new Map();
  if (!fresh) return sessions.get(caller) ?? new Map();
  const token = await startAuthSession(server.app.services, userIds.get(caller) ?? 0);
  return new Map([[authSessionCookieName, token]]);
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => now });

  const patient = openBrowser(server);
  const registered = await registerPatient(patient.client, { name: 'Paciente Chamadora' });
  sessions.set('patient', patient.cookies);
  userIds.set('patient', registered.user?.id ?? 0);

  const adminEmail = uniqueEmail('admin');
  userIds.set(
    'admin',
    await createAdmin(db(), { email: adminEmail, name: 'Admin Matriz', password: testPassword }),
  );
  const admin = await signIn(server, adminEmail);
  sessions.set('admin', admin.cookies);

  const pendingEmail = await registerPsychologist(server.client());
  const pending = await signIn(server, pendingEmail);
  sessions.set('pendingPsychologist', pending.cookies);

  const approvedEmail = await registerPsychologist(server.client());
  approvedPsychologistEmail = approvedEmail;
  const approved = await signIn(server, approvedEmail);
  sessions.set('psychologist', approved.cookies);

  for (const [caller, browser] of [
    ['pendingPsychologist', pending],
    ['psychologist', approved],
  ] as const) {
    const me = await browser.client.auth.me.query();
    userIds.set(caller, me?.id ?? 0);
  }
  await admin.client.admin.applications.approve.mutate({
    id: userIds.get('psychologist') ?? 0,
    crpChecked: true,
  });

  sessionAppointmentId = await appointmentOf(
    userIds.get('patient') ?? 0,
    userIds.get('psychologist') ?? 0,
    now.toISOString(),
    'scheduled',
  );
  await patient.client.patient.telehealthConsent.give.mutate({ psychologistId: userIds.get('psychologist') ?? 0 });

  loginTarget = uniqueEmail('alvo.login');
  await registerPatient(server.client(), { email: loginTarget, name: 'Alvo do Login' });
  const twoFactorTarget = await registerPatient(server.client(), { name: 'Alvo da Verificação' });
  twoFactorTargetId = twoFactorTarget.user?.id ?? 0;
  await giveTwoFactor(server, twoFactorTargetId, 'enabled');
  inspectedApplicantId = await freshApplicant();

  // Another patient and another psychologist, with appointments between them.
  otherPatient.id = (await registerPatient(server.client(), otherPatient)).user?.id ?? 0;
  const otherPsychologistEmail = await registerPsychologist(server.client(), { email: otherPsychologist.email });
  const otherPsychologistRow = await db()
    .selectFrom('users')
    .select('id')
    .where('email', '=', otherPsychologistEmail)
    .executeTakeFirstOrThrow();
  otherPsychologist.id = otherPsychologistRow.id;
  await db()
    .updateTable('users')
    .set({ name: otherPsychologist.name })
    .where('id', '=', otherPsychologist.id)
    .execute();
  await admin.client.admin.applications.approve.mutate({ id: otherPsychologist.id, crpChecked: true });
  await db()
    .updateTable('user_preferences')
    .set({ public_profile: 0 })
    .where('user_id', '=', otherPsychologist.id)
    .execute();
  const appointment = (startsAt: string, status: 'scheduled' | 'completed' | 'no_show') => ({
    patient_id: otherPatient.id,
    psychologist_id: otherPsychologist.id,
    starts_at: startsAt,
    ends_at: new Date(Date.parse(startsAt) + 50 * 60_000).toISOString(),
    status,
    price_cents: 15000,
  });
  await db()
    .insertInto('appointments')
    .values([
      appointment(hoursFromNow(2), 'scheduled'),
      appointment(hoursFromNow(-48), 'completed'),
      appointment(hoursFromNow(-24 * 7), 'no_show'),
    ])
    .execute();
});
afterAll(() => server.close());

describe('the expectation table', () => {
  test('names exactly the procedures of appRouter', () => {
    expect(routerPaths.length).toBeGreaterThan(0);
    expect(tablePaths).toEqual(routerPaths);
    expect(Object.keys(samples).sort()).toEqual(routerPaths);
  });

  test('every procedure is a query, a mutation or a subscription (subscriptions are tested on their own)', () => {
    for (const path of routerPaths) {
      expect([path, procedures[path]?._def.type]).toEqual([
        path,
        expect.stringMatching(/^(query|mutation|subscription)$/),
      ]);
    }
    expect(routerPaths.filter((path) => !callablePaths.includes(path))).toEqual(['sessions.signals']);
  });
});

describe.each(matrixPaths)('%s', (path) => {
  test.each(callers)('called by %s', async (caller) => {
    const access = accessTable[path];
    const procedure = procedures[path];
    const sample = samples[path];
    if (!access) throw new Error(`${path} is missing from the access table`);
    if (!procedure || !sample)
      throw new Error(`${path} is in the table but not in appRouter or has no sample`);
    const type = procedure._def.type;
    if (type !== 'query' && type !== 'mutation')
      throw new Error(`${path}: ${type} procedures are not covered`);

    const { input, freshSession = false, verify, patientSession } = await sample();
    const cookies =
      caller === 'patient' && patientSession ? patientSession : await sessionFor(caller, freshSession);
    const response = await callProcedure(server.url, path, type, input, cookies);
    responses.push({ path, caller, response });

    const outcome = expectedOutcome(access, caller);
    const error = trpcErrorOf(response.json);
    if (outcome === 'allowed') {
      expect(error, response.text).toBeNull();
      expect(response.status).toBe(200);
      expect(trpcDataOf(response)).not.toBeUndefined();
    } else {
      expect(error, response.text).toEqual({
        code: outcome,
        message: expectedRefusalMessage(outcome, access, caller),
        fieldErrors: null,
      });
      expect(response.status).toBe({ UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404 }[outcome]);
    }
    await verify?.(outcome);
  });
});

describe('a mutation is never run by a GET', () => {
  const mutations = routerPaths.filter((path) => procedures[path]?._def.type === 'mutation');

  test.each(mutations)('%s', async (path) => {
    const sample = await samples[path]?.();
    const access = accessTable[path] ?? 'admin';
    // A signed-in caller who may run it, so a GET that slipped through would show (e.g. a logout).
    const caller =
      callers.find(
        (candidate) => candidate !== 'signedOut' && expectedOutcome(access, candidate) === 'allowed',
      ) ?? 'admin';
    const cookies =
      caller === 'patient' && sample?.patientSession ? sample.patientSession : await sessionFor(caller, true);
    const response = await callProcedure(server.url, path, 'query', sample?.input, cookies);
    expect(response.status).toBe(405);
    expect(trpcErrorOf(response.json)?.code).toBe('METHOD_NOT_SUPPORTED');
    // Nothing happened: the applicant is still pending, the session still open.
    await sample?.verify?.('FORBIDDEN');
    const me = await callProcedure(server.url, 'auth.me', 'query', undefined, cookies);
    expect(trpcDataOf(me)).not.toBeNull();
  });
});

describe('row-level access', () => {
  test('auth.me answers each caller with their own account only', async () => {
    for (const caller of callers) {
      const response = await callProcedure(
        server.url,
        'auth.me',
        'query',
        undefined,
        await sessionFor(caller, false),
      );
      const me = trpcDataOf(response) as { id: number } | null;
      expect([caller, me?.id ?? null]).toEqual([caller, caller === 'signedOut' ? null : userIds.get(caller)]);
    }
  });

  test("a patient's overview counts only their own appointments", async () => {
    const own = await callProcedure(
      server.url,
      'patient.overview',
      'query',
      undefined,
      await sessionFor('patient', false),
    );
    const ownRows = await db()
      .selectFrom('appointments')
      .select(['status', 'ends_at'])
      .where('patient_id', '=', userIds.get('patient') ?? 0)
      .execute();
    expect(trpcDataOf(own)).toEqual({
      upcoming: ownRows.filter((row) => row.status === 'scheduled' && row.ends_at > now.toISOString()).length,
      completed: ownRows.filter((row) => row.status === 'completed').length,
    });

    const other = await signIn(server, otherPatient.email);
    expect(await other.client.patient.overview.query()).toEqual({ upcoming: 1, completed: 1 });
  });

  test("a psychologist's overview counts only their own appointments", async () => {
    const own = await callProcedure(
      server.url,
      'psychologist.overview',
      'query',
      undefined,
      await sessionFor('psychologist', false),
    );
    const ownRows = await db()
      .selectFrom('appointments')
      .select(['status', 'price_cents'])
      .where('psychologist_id', '=', userIds.get('psychologist') ?? 0)
      .where('starts_at', '>=', '2026-11-01T03:00:00.000Z')
      .where('starts_at', '<', '2026-12-01T03:00:00.000Z')
      .execute();
    const count = (status: string) => ownRows.filter((row) => row.status === status).length;
    const revenueCents = ownRows.filter((row) => row.status === 'completed').reduce((sum, row) => sum + row.price_cents, 0);
    expect(trpcDataOf(own)).toMatchObject({
      completed: count('completed'),
      scheduled: count('scheduled'),
      noShow: count('no_show'),
      revenueCents,
    });

    const other = await signIn(server, otherPsychologist.email);
    expect(await other.client.psychologist.overview.query()).toMatchObject({
      completed: 1,
      scheduled: 1,
      noShow: 1,
      attendanceRate: 0.5,
      noShowRate: 0.5,
    });
  });

  test('no answer of the matrix carried another person’s data or any password hash', () => {
    expect(responses.length).toBe(callablePaths.length * callers.length);
    for (const { path, caller, response } of responses) {
      const where = `${path} as ${caller}`;
      expect([where, response.text.includes(otherPatient.email)]).toEqual([where, false]);
      expect([where, response.text.includes(otherPatient.name)]).toEqual([where, false]);
      expect([where, response.text.includes(otherPsychologist.email)]).toEqual([where, false]);
      const namesPsychologistsByDesign = caller === 'admin' && adminPathsNamingPsychologists.includes(path);
      if (!namesPsychologistsByDesign)
        expect([where, response.text.includes(otherPsychologist.name)]).toEqual([where, false]);
      expect([where, /scrypt\$|password_?hash/i.test(response.text)]).toEqual([where, false]);
    }
  });
});
