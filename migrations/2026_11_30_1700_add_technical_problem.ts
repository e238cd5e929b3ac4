import type { Kysely } from 'kysely';

/**
 * 'Problema técnico' (issue 15): when the psychologist marked a started consultation as one whose video
 * failed. Such a consultation (like one the attendance shows failed, or one the sweep cancelled because
 * the psychologist never came) may be rescheduled by the patient at no penalty; the reschedule clears it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('technical_problem_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('technical_problem_at').execute();
}
