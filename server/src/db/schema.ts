import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
type ApprovalStatus = 'pending' | 'approved' | 'rejected';

/** Instants are ISO-8601 UTC strings (Date#toISOString), which sort as text. */
type Instant = string;
type CreatedAt = ColumnType<Instant, Instant | undefined, never>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  name: string;
  phone: string;
  role: 'patient' | 'psychologist' | 'admin';
  is_active: ColumnType<number, number | undefined, number>;
  company_id: number | null;
  created_at: CreatedAt;
  anonymised_at: Instant | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Instant;
  last_seen_at: Instant;
}

export interface PsychologistProfilesTable {
  user_id: number;
  specialty: string;
  bio: string;
  hourly_rate_cents: number;
  available_hours: string;
  crp: string | null;
  experience: string | null;
  education: string | null;
  approval_status: ColumnType<ApprovalStatus, ApprovalStatus | undefined, ApprovalStatus>;
  applied_at: Instant;
  reviewed_at: Instant | null;
  reviewed_by: number | null;
  rejection_reason: string | null;
  consultation_minutes: ColumnType<number, number | undefined, number>;
  interval_minutes: ColumnType<number, number | undefined, number>;
  rating_total: ColumnType<number, number | undefined, number>;
  reviews_count: ColumnType<number, number | undefined, number>;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  cnpj: string;
  email: string;
  phone: string | null;
  employees: ColumnType<number, number | undefined, number>;
  plan: 'basic' | 'premium' | 'enterprise';
  status: 'active' | 'inactive' | 'pending';
  code: string;
  contract_start: string;
  created_at: CreatedAt;
}

export interface AppointmentsTable {
  id: Generated<number>;
  patient_id: number;
  psychologist_id: number;
  starts_at: Instant;
  ends_at: Instant;
  status: 'scheduled' | 'completed' | 'cancelled' | 'no_show';
  price_cents: number;
  created_at: CreatedAt;
  cancelled_at: Instant | null;
  cancelled_by: number | null;
}

export interface AvailabilitySlotsTable {
  id: Generated<number>;
  psychologist_id: number;
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  weekday: number;
  start_time: string;
  end_time: string;
  is_available: ColumnType<number, number | undefined, number>;
}

export interface BlockedDatesTable {
  id: Generated<number>;
  psychologist_id: number;
  date: string;
  reason: string;
}

export interface ReviewsTable {
  id: Generated<number>;
  appointment_id: number;
  patient_id: number;
  psychologist_id: number;
  rating: number;
  comment: string | null;
  created_at: CreatedAt;
}

export interface UserPreferencesTable {
  user_id: number;
  email_appointments: ColumnType<number, number | undefined, number>;
  sms_reminders: ColumnType<number, number | undefined, number>;
  marketing_emails: ColumnType<number, number | undefined, number>;
  weekly_reports: ColumnType<number, number | undefined, number>;
  public_profile: ColumnType<number, number | undefined, number>;
  show_ratings: ColumnType<number, number | undefined, number>;
  allow_messages: ColumnType<number, number | undefined, number>;
}

export interface ActivityLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  subject_type: string;
  subject_id: number | null;
  summary: string;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  recipient: string;
  subject: string;
  body_text: string;
  transport: 'smtp' | 'outbox';
  created_at: CreatedAt;
  sent_at: Instant | null;
  last_error: string | null;
}

export interface PlatformSettingsTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  psychologist_profiles: PsychologistProfilesTable;
  companies: CompaniesTable;
  appointments: AppointmentsTable;
  availability_slots: AvailabilitySlotsTable;
  blocked_dates: BlockedDatesTable;
  reviews: ReviewsTable;
  user_preferences: UserPreferencesTable;
  activity_log: ActivityLogTable;
  mail_outbox: MailOutboxTable;
  platform_settings: PlatformSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type PsychologistProfileRow = Selectable<PsychologistProfilesTable>;
