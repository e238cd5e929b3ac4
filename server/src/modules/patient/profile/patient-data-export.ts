import type { AppServices } from '../../../services.ts';
import { recordsKeptOn } from '../../psychologist/records/clinical-records.service.ts';
import { consentsOfPatient } from '../telehealth-consent/telehealth-consent.service.ts';
import * as repository from './patient-profile.repository.ts';
import { selectTaxIds } from './tax-ids.repository.ts';

type PreferencesRow = NonNullable<Awaited<ReturnType<typeof repository.selectPreferences>>>;

function toPreferences(row: PreferencesRow | undefined) {
  if (!row) return null;
  return {
    emailAppointments: row.email_appointments === 1,
    smsReminders: row.sms_reminders === 1,
    marketingEmails: row.marketing_emails === 1,
    weeklyReports: row.weekly_reports === 1,
    publicProfile: row.public_profile === 1,
    showRatings: row.show_ratings === 1,
    allowMessages: row.allow_messages === 1,
  };
}

/** Everything stored about the patient (LGPD art. 18), with the columns chosen so no secret can leak. */
export async function exportPatientData(services: AppServices, patientId: number) {
  const { db } = services;
  const [account, taxIds, preferences, appointments, reviews, clinicalRecords, telehealthConsents, calendarFeed] = await Promise.all([
    repository.selectAccount(db, patientId),
    selectTaxIds(db, patientId),
    repository.selectPreferences(db, patientId),
    repository.selectAppointmentsOfPatient(db, patientId),
    repository.selectReviewsOfPatient(db, patientId),
    recordsKeptOn(services, patientId),
    consentsOfPatient(db, patientId),
    repository.selectCalendarFeed(db, patientId),
  ]);
  const { companyName, companyCode, ...person } = account;
  return {
    account: { ...person, company: companyName === null ? null : { name: companyName, code: companyCode } },
    // The person's own data in full (LGPD art. 18 II): the CPFs unmasked.
    receiptData: {
      cpf: taxIds?.cpf ?? null,
      financialResponsible:
        taxIds?.payerName && taxIds.payerCpf ? { name: taxIds.payerName, cpf: taxIds.payerCpf } : null,
    },
    preferences: toPreferences(preferences),
    appointments: appointments.map(({ priceCents, ...appointment }) => ({
      ...appointment,
      price: priceCents / 100,
    })),
    reviews,
    clinicalRecords,
    telehealthConsents,
    calendarLink: calendarFeed ? { createdAt: calendarFeed.createdAt } : null,
    exportedAt: services.now().toISOString(),
  };
}
