export const roles = ['patient', 'psychologist', 'admin'] as const;
export type Role = (typeof roles)[number];

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
};

export const roleLabels: Record<Role, string> = {
  patient: 'Paciente',
  psychologist: 'Psicólogo',
  admin: 'Administrador',
};

/** Where each role lands after signing in (and where a signed-in visitor of `/` is sent). */
export const dashboardPaths: Record<Role, string> = {
  patient: '/patient/dashboard',
  psychologist: '/psychologist/dashboard',
  admin: '/admin/dashboard',
};
