// No zod here: screens that only present a psychologist don't carry the schema library (see crp.ts).
export const professionalTitles = ['Psicóloga', 'Psicólogo'] as const;
export type ProfessionalTitle = (typeof professionalTitles)[number];

/** "Nome — Psicóloga — CRP 06/123456", the line every public presentation of a psychologist reads. */
export function presentPsychologist(
  name: string,
  title: ProfessionalTitle | null,
  crp: string | null,
): string {
  return [name, title, crp].filter((part): part is string => !!part).join(' — ');
}
