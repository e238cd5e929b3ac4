import { z } from 'zod';
import { instantSchema } from './time.ts';
import { multiLine } from './text-fields.ts';

export const appointmentStatuses = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof appointmentStatuses)[number];

export const appointmentStatusLabels: Record<AppointmentStatus, string> = {
  scheduled: 'Agendada',
  completed: 'Concluída',
  cancelled: 'Cancelada',
  no_show: 'Não compareceu',
};

export const appointmentMessages = {
  missingDateOrTime: 'Por favor, selecione uma data e horário',
  booked: 'Consulta agendada com sucesso!',
  bookingFailed: 'Erro ao agendar consulta. Tente novamente.',
  slotTaken: 'Este horário não está mais disponível.',
  patientOverlap: 'Você já tem uma consulta neste horário.',
  cancelled: 'Consulta cancelada com sucesso',
  cancelFailed: 'Erro ao cancelar consulta',
  cannotCancelStarted: 'Não é possível cancelar uma consulta que já começou.',
  notScheduled: 'Esta consulta não está agendada.',
  appointmentNotFound: 'Consulta não encontrada',
  psychologistNotFound: 'Psicólogo não encontrado',
  reviewSaved: 'Avaliação enviada. Obrigado!',
  reviewOnlyCompleted: 'Só é possível avaliar consultas concluídas.',
  alreadyReviewed: 'Você já avaliou esta consulta.',
} as const;

export const bookInput = z.object({
  psychologistId: z.number().int().positive(),
  startsAt: instantSchema,
});

export const appointmentIdInput = z.object({ id: z.number().int().positive() });

export const appointmentFilters = ['all', 'scheduled', 'completed', 'cancelled'] as const;
export const appointmentListInput = z.object({
  status: z.enum(appointmentFilters).default('all'),
});

export const reviewInput = z.object({
  appointmentId: z.number().int().positive(),
  rating: z.number().int('A nota deve ser um número inteiro').min(1, 'Dê uma nota de 1 a 5').max(5, 'Dê uma nota de 1 a 5'),
  comment: multiLine(z.string().trim().max(1000, 'Comentário muito longo')).optional(),
});
