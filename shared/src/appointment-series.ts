import { z } from 'zod';
import { rowId } from './row-id.ts';
import { cancellationReasonSchema } from './appointments.ts';
import { instantSchema } from './time.ts';

/** A weekly series: the same local time, every 7 local calendar days, for 2–12 weeks (issue 15). */
export const seriesMinWeeks = 2;
export const seriesMaxWeeks = 12;
export const seriesWeekOptions = Array.from({ length: seriesMaxWeeks - seriesMinWeeks + 1 }, (_, index) => index + seriesMinWeeks);

/** Why one week of a series cannot be booked. */
export const seriesSkipReasons = ['taken', 'blocked', 'outside_agenda', 'patient_overlap', 'past_horizon'] as const;
export type SeriesSkipReason = (typeof seriesSkipReasons)[number];

export const seriesSkipLabels: Record<SeriesSkipReason, string> = {
  taken: 'Horário ocupado',
  blocked: 'Data bloqueada',
  outside_agenda: 'Fora da agenda do profissional',
  patient_overlap: 'Você já tem uma consulta neste horário',
  past_horizon: 'Fora do período de agendamento',
};

/** The psychologist reads the patient's overlap in the third person. */
export const seriesSkipLabelsForPsychologist: Record<SeriesSkipReason, string> = {
  ...seriesSkipLabels,
  patient_overlap: 'O paciente já tem uma consulta neste horário',
};

export const seriesMessages = {
  weeksRange: `Escolha de ${seriesMinWeeks} a ${seriesMaxWeeks} semanas`,
  nothingFree: 'Nenhuma das semanas está livre. Escolha outro horário.',
  booked: (booked: number, weeks: number) =>
    booked === weeks ? `${booked} consultas semanais agendadas!` : `${booked} de ${weeks} consultas semanais agendadas.`,
  changedMeanwhile: 'Alguns horários acabaram de ser reservados por outra pessoa. Confira a lista e tente novamente.',
  notYourPatient: 'Paciente não encontrado',
  seriesNotFound: 'Esta consulta não faz parte de uma série semanal.',
  cancelledRest: (count: number) => (count === 1 ? '1 consulta da série cancelada' : `${count} consultas da série canceladas`),
  lateRestWarning: (late: number, noticeHours: number) =>
    late === 1
      ? `Uma das consultas começa em menos de ${noticeHours}h: ela contará como cancelamento tardio.`
      : `${late} das consultas começam em menos de ${noticeHours}h: elas contarão como cancelamento tardio.`,
  weekOf: (index: number, weeks: number) => `Semanal · ${index} de ${weeks}`,
} as const;

const weeksSchema = z
  .number({ error: seriesMessages.weeksRange })
  .int(seriesMessages.weeksRange)
  .min(seriesMinWeeks, seriesMessages.weeksRange)
  .max(seriesMaxWeeks, seriesMessages.weeksRange);

/** The patient's series: the first slot (a free slot of the psychologist) and how many weeks. */
export const seriesInput = z.object({
  psychologistId: rowId,
  startsAt: instantSchema,
  weeks: weeksSchema,
});
export type SeriesInput = z.input<typeof seriesInput>;

/** The psychologist's series for one of their patients, from their own agenda. */
export const psychologistSeriesInput = z.object({
  patientId: rowId,
  startsAt: instantSchema,
  weeks: weeksSchema,
});
export type PsychologistSeriesInput = z.input<typeof psychologistSeriesInput>;

/** 'Cancelar esta e as próximas': this occurrence and every later scheduled one of its series. */
export const cancelRestInput = z.object({
  appointmentId: rowId,
  acceptLate: z.boolean().default(false),
});

export const psychologistCancelRestInput = z.object({
  appointmentId: rowId,
  reason: cancellationReasonSchema,
});

export interface SeriesWeek {
  /** 1-based week of the series. */
  week: number;
  startsAt: string;
  /** The local day and time in the platform time zone ('yyyy-MM-dd', 'HH:mm'). */
  date: string;
  time: string;
  free: boolean;
  reason: SeriesSkipReason | null;
  reasonLabel: string | null;
  /** After booking: the new appointment. */
  appointmentId?: number;
}

/** Where an occurrence sits in its series, for lists ('Semanal · 2 de 4'). */
export interface SeriesPosition {
  id: number;
  index: number;
  weeks: number;
}
