import { addMinutes } from '@acolhe/shared/calendar';
import { specialties, type Specialty } from '@acolhe/shared/specialties';
import { foldText } from '../db/connection.ts';
import { insertPhoto } from '../modules/photos/photos.repository.ts';
import { renderAvatars } from './avatars.ts';
import { demoAccounts } from './demo-accounts.ts';
import { genderOf, professionalTitleOf, randomPerson, type Gender, type Person } from './people.ts';
import type { Random } from './random.ts';
import { randomFiveStarShare } from './reviews.ts';
import { emailOf, insertUser, iso, wallClock, type SeedContext } from './seed-context.ts';
import { bioOf, educationOf, randomCareer, yearsText, type Career } from './specialty-profiles.ts';

export const demoPsychologistCrp = 'CRP 06/123456';

const serviceHours = ['08:00-17:00', '09:00-18:00', '08:00-18:00', '13:00-21:00', '07:00-16:00'] as const;

/** An approved psychologist, as the consultations and reviews need them. */
export interface SeededPsychologist {
  id: number;
  startHour: number;
  endHour: number;
  weekdays: number[];
  priceCents: number;
  gender: Gender;
  specialty: Specialty;
  fiveStarShare: number;
}

export interface ApplicantCounts {
  approved: number;
  pending: number;
  rejected: number;
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

/** Most psychologists in Brazil are women (about four in five registered with the CFP). */
function randomPsychologist(random: Random): Person {
  return randomPerson(random, random.chance(0.78) ? 'female' : 'male');
}

interface Applicant {
  person: Person;
  email: string;
  status: 'approved' | 'pending' | 'rejected';
  career: Career;
}

function applicantsOf(random: Random, counts: ApplicantCounts): Applicant[] {
  const demo = demoAccounts.accounts[1];
  const total = counts.approved + counts.pending + counts.rejected;
  return Array.from({ length: total }, (_, index) => {
    const isDemo = index === 0;
    const person = isDemo ? { name: demo.name, gender: genderOf(demo.name) } : randomPsychologist(random);
    const specialty: Specialty = isDemo ? 'Psicologia Clínica' : (specialties[index % specialties.length] ?? 'Psicologia Clínica');
    return {
      person,
      email: isDemo ? demo.email : emailOf(person.name, index),
      status: index < counts.approved ? 'approved' : index < counts.approved + counts.pending ? 'pending' : 'rejected',
      career: randomCareer(random, person.gender, specialty),
    };
  });
}

/**
 * Approved psychologists, pending and rejected applicants, each a coherent person: title by gender, a bio
 * written for the specialty with the same years as the experience field, and an illustrated face.
 */
export async function seedPsychologists(
  context: SeedContext,
  counts: ApplicantCounts,
  adminId: number,
): Promise<SeededPsychologist[]> {
  const { trx, random } = context;
  const applicants = applicantsOf(random, counts);
  const photos = await renderAvatars(applicants.map(({ email, person }) => ({ seed: email, gender: person.gender })));
  const currentYear = Number(context.today.slice(0, 4));
  const psychologists: SeededPsychologist[] = [];
  const crps = new Set<string>([demoPsychologistCrp]);
  for (const [index, { person, email, status, career }] of applicants.entries()) {
    const isDemo = index === 0;
    const hours = isDemo ? '07:00-22:00' : random.pick(serviceHours);
    const [startHour, endHour] = hours.split('-').map((part) => Number(part.slice(0, 2))) as [number, number];
    // Pending applications are from the past days: one dated later today would be decided "before" it was sent.
    const appliedAt =
      status === 'pending'
        ? wallClock(context, -random.int(1, 6), random.int(8, 20))
        : wallClock(context, -random.int(230, 320), random.int(8, 20));
    const id = await insertUser(context, { email, name: person.name, role: 'psychologist', createdAt: appliedAt });
    const priceCents = isDemo ? 15000 : random.int(10, 18) * 1000;
    const photo = photos[index];
    if (photo) await insertPhoto(trx, photo);
    await trx
      .insertInto('psychologist_profiles')
      .values({
        user_id: id,
        specialty: career.specialty,
        bio: bioOf(career),
        hourly_rate_cents: priceCents,
        available_hours: hours,
        crp: isDemo ? demoPsychologistCrp : uniqueCrp(random, crps),
        professional_title: professionalTitleOf(person.gender),
        experience: yearsText(career.years),
        education: educationOf(career, currentYear),
        approval_status: status,
        applied_at: iso(appliedAt),
        reviewed_at: status === 'pending' ? null : iso(addMinutes(appliedAt, 60 * 24 * random.int(1, 5))),
        reviewed_by: status === 'pending' ? null : adminId,
        rejection_reason: status === 'rejected' ? 'Registro no CRP não confirmado.' : null,
        search_text: foldText(`${person.name} ${career.specialty}`),
        photo_hash: photo?.hash ?? null,
      })
      .execute();
    const weekdays = isDemo ? [1, 2, 3, 4, 5, 6, 7] : [1, 2, 3, 4, 5];
    await trx
      .insertInto('availability_slots')
      .values(weekdays.map((weekday) => ({ psychologist_id: id, weekday, start_time: hours.slice(0, 5), end_time: hours.slice(6) })))
      .execute();
    if (status === 'approved') {
      const fiveStarShare = randomFiveStarShare(random);
      psychologists.push({ id, startHour, endHour, weekdays, priceCents, gender: person.gender, specialty: career.specialty, fiveStarShare });
    }
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
  return psychologists;
}
