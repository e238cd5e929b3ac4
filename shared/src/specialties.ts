export const specialties = [
  'Psicologia Clínica',
  'Psicologia Organizacional',
  'Psicologia Infantil',
  'Psicologia Educacional',
  'Neuropsicologia',
] as const;

export type Specialty = (typeof specialties)[number];
