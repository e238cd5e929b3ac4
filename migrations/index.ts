import type { Migration } from 'kysely/migration';
import * as createAccounts from './2026_11_22_0001_create_accounts.ts';
import * as createPsychologists from './2026_11_22_0002_create_psychologists.ts';
import * as createAppointments from './2026_11_22_0003_create_appointments.ts';
import * as createPreferencesActivityOutbox from './2026_11_22_0004_create_preferences_activity_outbox.ts';
import * as addDirectoryColumns from './2026_11_22_0005_add_directory_columns.ts';
import * as addDirectoryListingIndexes from './2026_11_22_0006_add_directory_listing_indexes.ts';
import * as addDirectorySortIndexes from './2026_11_22_0008_add_directory_sort_indexes.ts';
import * as createSessionAttendance from './2026_11_22_0009_create_session_attendance.ts';
import * as renameSessionsToAuthSessions from './2026_11_24_0101_rename_sessions_to_auth_sessions.ts';
import * as addProfessionalIdentity from './2026_11_24_0201_add_professional_identity.ts';
import * as addPsychologistPatientsIndex from './2026_11_24_0202_add_psychologist_patients_index.ts';
import * as createClinicalRecords from './2026_11_24_0203_create_clinical_records.ts';
import * as createPhotos from './2026_11_24_0250_create_photos.ts';
import * as createPayoutAccounts from './2026_11_24_0251_create_payout_accounts.ts';
import * as addCrpCheck from './2026_11_24_0301_add_crp_check.ts';
import * as addUserSearchText from './2026_11_24_0302_add_user_search_text.ts';
import * as addCompanyDeletionAndSearch from './2026_11_24_0303_add_company_deletion_and_search.ts';
import * as addCompanyToAppointments from './2026_11_24_0401_add_company_to_appointments.ts';
import * as addAvailabilityVersion from './2026_11_25_0600_add_availability_version.ts';
import * as createLoginAddresses from './2026_11_25_0630_create_login_addresses.ts';
import * as createTwoFactor from './2026_11_25_0631_create_two_factor.ts';
import * as addMailDeliveryAttempts from './2026_11_25_0700_add_mail_delivery_attempts.ts';
import * as addPublicReadVersions from './2026_11_26_0710_add_public_read_versions.ts';
import * as normalisePhones from './2026_11_27_0800_normalise_phones.ts';
import * as addPortableFunctions from './2026_11_28_0900_add_portable_functions.ts';
import * as createSharedLimits from './2026_11_29_1000_create_shared_limits.ts';
import * as createSignallingPresence from './2026_11_29_1001_create_signalling_presence.ts';
import * as addCancellationPolicy from './2026_11_30_1100_add_cancellation_policy.ts';
import * as addReceitaSaude from './2026_11_30_1200_add_receita_saude.ts';
import * as addCalendarFeeds from './2026_11_30_1300_add_calendar_feeds.ts';
import * as addConsultationReminders from './2026_11_30_1400_add_consultation_reminders.ts';
import * as createTelehealthConsents from './2026_11_30_1500_create_telehealth_consents.ts';
import * as createAppointmentSeries from './2026_11_30_1600_create_appointment_series.ts';
import * as addTechnicalProblem from './2026_11_30_1700_add_technical_problem.ts';
import * as indexLookupsThatScanned from './2026_11_30_1800_index_lookups_that_scanned.ts';

/** Every migration, registered statically so a bundled server needs no directory scan. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_create_accounts': createAccounts,
  '2026_11_22_0002_create_psychologists': createPsychologists,
  '2026_11_22_0003_create_appointments': createAppointments,
  '2026_11_22_0004_create_preferences_activity_outbox': createPreferencesActivityOutbox,
  '2026_11_22_0005_add_directory_columns': addDirectoryColumns,
  '2026_11_22_0006_add_directory_listing_indexes': addDirectoryListingIndexes,
  '2026_11_22_0008_add_directory_sort_indexes': addDirectorySortIndexes,
  '2026_11_22_0009_create_session_attendance': createSessionAttendance,
  '2026_11_24_0101_rename_sessions_to_auth_sessions': renameSessionsToAuthSessions,
  '2026_11_24_0201_add_professional_identity': addProfessionalIdentity,
  '2026_11_24_0202_add_psychologist_patients_index': addPsychologistPatientsIndex,
  '2026_11_24_0203_create_clinical_records': createClinicalRecords,
  '2026_11_24_0250_create_photos': createPhotos,
  '2026_11_24_0251_create_payout_accounts': createPayoutAccounts,
  '2026_11_24_0301_add_crp_check': addCrpCheck,
  '2026_11_24_0302_add_user_search_text': addUserSearchText,
  '2026_11_24_0303_add_company_deletion_and_search': addCompanyDeletionAndSearch,
  '2026_11_24_0401_add_company_to_appointments': addCompanyToAppointments,
  '2026_11_25_0600_add_availability_version': addAvailabilityVersion,
  '2026_11_25_0630_create_login_addresses': createLoginAddresses,
  '2026_11_25_0631_create_two_factor': createTwoFactor,
  '2026_11_25_0700_add_mail_delivery_attempts': addMailDeliveryAttempts,
  '2026_11_26_0710_add_public_read_versions': addPublicReadVersions,
  '2026_11_27_0800_normalise_phones': normalisePhones,
  '2026_11_28_0900_add_portable_functions': addPortableFunctions,
  '2026_11_29_1000_create_shared_limits': createSharedLimits,
  '2026_11_29_1001_create_signalling_presence': createSignallingPresence,
  '2026_11_30_1100_add_cancellation_policy': addCancellationPolicy,
  '2026_11_30_1200_add_receita_saude': addReceitaSaude,
  '2026_11_30_1300_add_calendar_feeds': addCalendarFeeds,
  '2026_11_30_1400_add_consultation_reminders': addConsultationReminders,
  '2026_11_30_1500_create_telehealth_consents': createTelehealthConsents,
  '2026_11_30_1600_create_appointment_series': createAppointmentSeries,
  '2026_11_30_1700_add_technical_problem': addTechnicalProblem,
  '2026_11_30_1800_index_lookups_that_scanned': indexLookupsThatScanned,
};
