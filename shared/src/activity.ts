/** Everything the activity log records; the admin's recent activity shows each with its own wording. */
export const activityActions = [
  'patient.registered',
  'patient.deleted',
  'psychologist.applied',
  'psychologist.approved',
  'psychologist.rejected',
  'user.deactivated',
  'user.reactivated',
  'company.created',
  'company.activated',
  'company.deactivated',
  'company.deleted',
  'settings.updated',
] as const;
export type ActivityAction = (typeof activityActions)[number];
