import { cnpjFromBase } from '@acolhe/shared/cnpj';
import { addDays, addMinutes, instantAt, todayIn, weekdayOf } from '@acolhe/shared/calendar';
import { specialties } from '@acolhe/shared/specialties';
import { sql } from 'kysely';
import { foldText, type Db } from '../db/connection.ts';
import { companySearchText, userSearchText } from '../db/text-search.ts';
import type { Insertable } from 'kysely';
import type { AppointmentsTable, Database } from '../db/schema.ts';
import type { AppointmentStatus } from '@acolhe/shared/appointments';
import type { ProfessionalTitle } from '@acolhe/shared/crp';
import { hashPassword } from '../modules/auth/password.ts';
import { demoAccounts } from './demo-accounts.ts';
import { bioClosers, bioOpeners, companyNames, firstNames, lastNames, maleFirstNames, reviewComments } from './names.ts';
import { seededRandom, type Random } from './random.ts';

export const demoVolume = {
  approvedPsychologists: 127,
  pendingApplicants: 6,
  rejectedApplicants: 2,
  patients: 600,
  completedConsultations: 5420,
  cancelledConsultations: 340,
  noShowConsultations: 160,
  upcomingConsultations: 420,
  daysOfHistory: 210,
};

const demoPsychologistCrp = 'CRP 06/123456';

const serviceHours = ['08:00-17:00', '09:00-18:00', '08:00-18:00', '13:00-21:00', '07:00-16:00'] as const;

interface Psychologist {
  id: number;
  startHour: number;
  endHour: number;
  weekdays: number[];
  priceCents: number;
}

export interface SeedSummary {
  users: number;
  approvedPsychologists: number;
  appointments: number;
  reviews: number;
  companies: number;
}

async function insertChunks<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  for (let index = 0; index < rows.length; index += 400) {
    await db.insertInto(table).values(rows.slice(index, index + 400)).execute();
  }
}

function personName(random: Random): string {
  return `${random.pick(firstNames)} ${random.pick(lastNames)} ${random.pick(lastNames)}`;
}

function titleOf(name: string): ProfessionalTitle {
  const firstName = name.split(' ')[0] ?? '';
  return (maleFirstNames as readonly string[]).includes(firstName) ? 'Psicólogo' : 'Psicóloga';
}

/** A plausible CRP ("CRP 06/123456") not yet in `taken`. */
function uniqueCrp(random: Random, taken: Set<string>): string {
  for (;;) {
    const crp = `CRP ${String(random.int(1, 24)).padStart(2, '0')}/${random.int(10000, 999999)}`;
    if (taken.has(crp)) continue;
    taken.add(crp);
    return crp;
  }
}

function emailOf(name: string, index: number): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ')
    .slice(0, 2)
    .join('.');
  return `${slug}.${index}@exemplo.com.br`;
}

function phone(random: Random): string {
  return `(${random.int(11, 99)}) 9${random.int(1000, 9999)}-${random.int(1000, 9999)}`;
}

function rating(random: Random): number {
  const roll = random.next();
  if (roll < 0.905) return 5;
  if (roll < 0.99) return 4;
  return 3;
}

/** Writes the demo volume described in decisions.md. Deterministic for a given `now`. */
export async function seedDemoData(db: Db, now: Date, timeZone: string): Promise<SeedSummary> {
  const today = todayIn(timeZone, now);
  /** The instant of `hour`:00 on the local day `dayOffset` days from today. */
  const wallClock = (dayOffset: number, hour: number) => instantAt(addDays(today, dayOffset), hour * 60, timeZone);
  const random = seededRandom(20261122);
  const passwordHash = await hashPassword(demoAccounts.password);
  const iso = (date: Date) => date.toISOString();

  return db.transaction().execute(async (trx) => {
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
          contract_start: addDays(today, -random.int(60, 400)),
          created_at: iso(wallClock(-400, 12)),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.push(row.id);
    }

    const insertUser = async (user: {
      email: string;
      name: string;
      role: 'patient' | 'psychologist' | 'admin';
      companyId?: number | null;
      createdAt: Date;
    }) => {
      const row = await trx
        .insertInto('users')
        .values({
          email: user.email,
          password_hash: passwordHash,
          name: user.name,
          phone: phone(random),
          role: user.role,
          company_id: user.companyId ?? null,
          created_at: iso(user.createdAt),
          search_text: userSearchText(user),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_preferences').values({ user_id: row.id }).execute();
      return row.id;
    };

    const [demoPatient, demoPsychologist, demoAdmin] = demoAccounts.accounts;
    const adminId = await insertUser({
      email: demoAdmin.email,
      name: demoAdmin.name,
      role: 'admin',
      createdAt: wallClock(-300, 9),
    });

    const psychologists: Psychologist[] = [];
    const crps = new Set<string>([demoPsychologistCrp]);
    const totalApplicants =
      demoVolume.approvedPsychologists + demoVolume.pendingApplicants + demoVolume.rejectedApplicants;
    for (let index = 0; index < totalApplicants; index += 1) {
      const isDemo = index === 0;
      const status =
        index < demoVolume.approvedPsychologists
          ? 'approved'
          : index < demoVolume.approvedPsychologists + demoVolume.pendingApplicants
            ? 'pending'
            : 'rejected';
      const name = isDemo ? demoPsychologist.name : personName(random);
      const hours = isDemo ? '07:00-22:00' : random.pick(serviceHours);
      const [startHour, endHour] = hours.split('-').map((part) => Number(part.slice(0, 2))) as [number, number];
      // Pending applications are from the past days: one dated later today would be decided "before" it was sent.
      const appliedAt =
        status === 'pending'
          ? wallClock(-random.int(1, 6), random.int(8, 20))
          : wallClock(-random.int(230, 320), random.int(8, 20));
      const id = await insertUser({
        email: isDemo ? demoPsychologist.email : emailOf(name, index),
        name,
        role: 'psychologist',
        createdAt: appliedAt,
      });
      const priceCents = isDemo ? 15000 : random.int(10, 18) * 1000;
      const specialty = isDemo ? 'Psicologia Clínica' : specialties[index % specialties.length] ?? 'Psicologia Clínica';
      await trx
        .insertInto('psychologist_profiles')
        .values({
          user_id: id,
          specialty,
          bio: `${random.pick(bioOpeners)} ${random.pick(bioClosers)}`,
          hourly_rate_cents: priceCents,
          available_hours: hours,
          crp: isDemo ? demoPsychologistCrp : uniqueCrp(random, crps),
          professional_title: titleOf(name),
          experience: `${random.int(2, 25)} anos`,
          education: random.pick(['USP', 'UFRJ', 'PUC-SP', 'UFMG', 'UnB', 'UFRGS']),
          approval_status: status,
          applied_at: iso(appliedAt),
          reviewed_at: status === 'pending' ? null : iso(addMinutes(appliedAt, 60 * 24 * random.int(1, 5))),
          reviewed_by: status === 'pending' ? null : adminId,
          rejection_reason: status === 'rejected' ? 'Registro no CRP não confirmado.' : null,
          search_text: foldText(`${name} ${specialty}`),
        })
        .execute();
      const weekdays = isDemo ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5];
      await trx
        .insertInto('availability_slots')
        .values(weekdays.map((weekday) => ({ psychologist_id: id, weekday, start_time: `${hours.slice(0, 5)}`, end_time: hours.slice(6) })))
        .execute();
      if (status === 'approved') psychologists.push({ id, startHour, endHour, weekdays, priceCents });
      if (status !== 'approved' || index > 120) {
        await trx
          .insertInto('activity_log')
          .values({
            actor_id: status === 'pending' ? id : adminId,
            action: `psychologist.${status === 'pending' ? 'applied' : status}`,
            subject_type: 'user',
            subject_id: id,
            summary:
              status === 'pending'
                ? 'Nova candidatura de psicólogo(a)'
                : status === 'approved'
                  ? 'Candidatura aprovada'
                  : 'Candidatura rejeitada',
            created_at: iso(status === 'pending' ? appliedAt : addMinutes(appliedAt, 60 * 24)),
          })
          .execute();
      }
    }
    // Every seeded approval came with the CRP checked by the demo admin when the decision was made.
    await trx
      .updateTable('psychologist_profiles')
      .set((eb) => ({ crp_checked_by: eb.ref('reviewed_by'), crp_checked_at: eb.ref('reviewed_at') }))
      .where('approval_status', '=', 'approved')
      .execute();

    const patientIds: number[] = [];
    for (let index = 0; index < demoVolume.patients; index += 1) {
      const isDemo = index === 0;
      const name = isDemo ? demoPatient.name : personName(random);
      const companyId = !isDemo && random.chance(0.3) ? random.pick(companyIds.slice(0, 4)) : null;
      patientIds.push(
        await insertUser({
          email: isDemo ? demoPatient.email : emailOf(name, index),
          name,
          role: 'patient',
          companyId,
          createdAt: wallClock(-random.int(1, 240), random.int(7, 22)),
        }),
      );
    }

    const taken = new Set<string>();
    const appointments: Insertable<AppointmentsTable>[] = [];
    const place = (
      psychologist: Psychologist,
      patientId: number,
      startsAt: Date,
      status: AppointmentStatus,
    ): boolean => {
      const key = `${psychologist.id}|${iso(startsAt)}`;
      if (status !== 'cancelled' && taken.has(key)) return false;
      if (status !== 'cancelled') taken.add(key);
      appointments.push({
        patient_id: patientId,
        psychologist_id: psychologist.id,
        starts_at: iso(startsAt),
        ends_at: iso(addMinutes(startsAt, 50)),
        status,
        price_cents: psychologist.priceCents,
        created_at: iso(addMinutes(startsAt, -60 * 24 * random.int(1, 14))),
        cancelled_at: status === 'cancelled' ? iso(addMinutes(startsAt, -60 * random.int(2, 72))) : null,
        cancelled_by: status === 'cancelled' ? patientId : null,
      });
      return true;
    };
    const randomSlot = (psychologist: Psychologist, fromDay: number, toDay: number): Date | null => {
      const dayOffset = random.int(fromDay, toDay);
      const hour = random.int(psychologist.startHour, psychologist.endHour - 1);
      const startsAt = wallClock(dayOffset, hour);
      if (!psychologist.weekdays.includes(weekdayOf(startsAt, timeZone))) return null;
      return startsAt;
    };
    const fill = (count: number, status: AppointmentStatus, fromDay: number, toDay: number) => {
      let placed = 0;
      while (placed < count) {
        // A few busy professionals and a long tail, as in a real marketplace.
        const psychologist = psychologists[Math.floor(random.next() ** 1.6 * psychologists.length)];
        const startsAt = psychologist ? randomSlot(psychologist, fromDay, toDay) : null;
        if (!psychologist || !startsAt) continue;
        if (startsAt.getTime() <= now.getTime() === (toDay > 0)) continue;
        if (place(psychologist, random.pick(patientIds.slice(1)), startsAt, status)) placed += 1;
      }
    };

    const demoPsy = psychologists[0];
    const demoPatientId = patientIds[0];
    if (!demoPsy || demoPatientId === undefined) throw new Error('demo users missing');
    // The demo patient's history with the demo psychologist, and a consultation joinable right away.
    for (const daysAgo of [70, 49, 28, 14]) place(demoPsy, demoPatientId, wallClock(-daysAgo, 10), 'completed');
    place(demoPsy, demoPatientId, wallClock(-21, 15), 'cancelled');
    place(demoPsy, demoPatientId, wallClock(-7, 11), 'no_show');
    const soon = new Date(Math.ceil(now.getTime() / 300_000) * 300_000 + 300_000);
    place(demoPsy, demoPatientId, soon, 'scheduled');
    place(demoPsy, demoPatientId, wallClock(3, 16), 'scheduled');
    place(demoPsy, demoPatientId, wallClock(10, 9), 'scheduled');

    fill(demoVolume.completedConsultations - 4, 'completed', -demoVolume.daysOfHistory, -1);
    fill(demoVolume.cancelledConsultations - 1, 'cancelled', -demoVolume.daysOfHistory, -1);
    fill(demoVolume.noShowConsultations - 1, 'no_show', -demoVolume.daysOfHistory, -1);
    fill(demoVolume.upcomingConsultations - 3, 'scheduled', 1, 28);
    await insertChunks(trx, 'appointments', appointments);
    await sql`update appointments set company_id = (select company_id from users where users.id = appointments.patient_id)`.execute(trx);

    const completed = await trx
      .selectFrom('appointments')
      .select(['id', 'patient_id', 'psychologist_id', 'ends_at'])
      .where('status', '=', 'completed')
      .orderBy('id')
      .execute();
    let demoReviewed = 0;
    // The demo patient has reviewed three of four past consultations, leaving one to rate.
    const isReviewed = (patientId: number) =>
      patientId === demoPatientId ? (demoReviewed += 1) <= 3 : random.chance(0.72);
    const reviews = completed
      .filter((row) => isReviewed(row.patient_id))
      .map((row) => ({
        appointment_id: row.id,
        patient_id: row.patient_id,
        psychologist_id: row.psychologist_id,
        rating: rating(random),
        comment: random.pick(reviewComments),
        created_at: iso(addMinutes(new Date(row.ends_at), 60 * random.int(1, 48))),
      }));
    await insertChunks(trx, 'reviews', reviews);
    await sql`update psychologist_profiles set
        rating_total = coalesce((select sum(rating) from reviews where reviews.psychologist_id = psychologist_profiles.user_id), 0),
        reviews_count = (select count(*) from reviews where reviews.psychologist_id = psychologist_profiles.user_id)`.execute(
      trx,
    );

    return {
      users: 1 + totalApplicants + patientIds.length,
      approvedPsychologists: psychologists.length,
      appointments: appointments.length,
      reviews: reviews.length,
      companies: companyIds.length,
    };
  });
}
