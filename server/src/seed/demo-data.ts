import { todayIn } from '@acolhe/shared/calendar';
import type { Db } from '../db/connection.ts';
import { hashPassword } from '../identity/password.ts';
import { demoAccounts } from './demo-accounts.ts';
import { genderOf, randomPerson, type Gender } from './people.ts';
import { seededRandom } from './random.ts';
import { emailOf, insertUser, wallClock, type SeedContext } from './seed-context.ts';
import { seedCompanies } from './seed-companies.ts';
import { seedConsultations } from './seed-consultations.ts';
import { seedPsychologists } from './seed-psychologists.ts';
import { seedReviews } from './seed-reviews.ts';

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

export interface SeedSummary {
  users: number;
  approvedPsychologists: number;
  appointments: number;
  reviews: number;
  companies: number;
}

/** Patients, the demo patient first; some are employees of the active partner companies. */
async function seedPatients(context: SeedContext, companyIds: number[]) {
  const { random } = context;
  const demo = demoAccounts.accounts[0];
  const genders = new Map<number, Gender>();
  const ids: number[] = [];
  for (let index = 0; index < demoVolume.patients; index += 1) {
    const isDemo = index === 0;
    const person = isDemo ? { name: demo.name, gender: genderOf(demo.name) } : randomPerson(random);
    const companyId = !isDemo && random.chance(0.3) ? random.pick(companyIds.slice(0, 4)) : null;
    const id = await insertUser(context, {
      // Numbered after the psychologists, so a patient namesake of one never takes their address.
      email: isDemo ? demo.email : emailOf(person.name, 1000 + index),
      name: person.name,
      role: 'patient',
      companyId,
      createdAt: wallClock(context, -random.int(1, 240), random.int(7, 22)),
    });
    ids.push(id);
    genders.set(id, person.gender);
  }
  return { ids, genders };
}

/** Writes the demo volume described in docs/decisions/product.md "Everywhere". Deterministic for a given `now`. */
export async function seedDemoData(db: Db, now: Date, timeZone: string): Promise<SeedSummary> {
  const passwordHash = await hashPassword(demoAccounts.password);
  return db.transaction().execute(async (trx) => {
    const context: SeedContext = {
      trx,
      random: seededRandom(20261122),
      now,
      today: todayIn(timeZone, now),
      timeZone,
      passwordHash,
    };
    const companyIds = await seedCompanies(context);
    const admin = demoAccounts.accounts[2];
    const adminId = await insertUser(context, {
      email: admin.email,
      name: admin.name,
      role: 'admin',
      createdAt: wallClock(context, -300, 9),
    });
    const applicants = {
      approved: demoVolume.approvedPsychologists,
      pending: demoVolume.pendingApplicants,
      rejected: demoVolume.rejectedApplicants,
    };
    const psychologists = await seedPsychologists(context, applicants, adminId);
    const patients = await seedPatients(context, companyIds);
    const appointments = await seedConsultations(
      context,
      {
        completed: demoVolume.completedConsultations,
        cancelled: demoVolume.cancelledConsultations,
        noShow: demoVolume.noShowConsultations,
        upcoming: demoVolume.upcomingConsultations,
        daysOfHistory: demoVolume.daysOfHistory,
      },
      psychologists,
      patients.ids,
    );
    const demoPatientId = patients.ids[0];
    if (demoPatientId === undefined) throw new Error('demo patient missing');
    const reviews = await seedReviews(context, psychologists, patients.genders, demoPatientId);
    return {
      users: 1 + applicants.approved + applicants.pending + applicants.rejected + patients.ids.length,
      approvedPsychologists: psychologists.length,
      appointments,
      reviews,
      companies: companyIds.length,
    };
  });
}
