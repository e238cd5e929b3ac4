import { formatDate, formatTime } from '@acolhe/shared/calendar-format';
import { appointmentStatusLabel } from '@acolhe/shared/appointments';
import { formatAmount } from '@acolhe/shared/format';
import type { PsychologistPeriod } from '@acolhe/shared/metrics';
import { toCsv, type CsvColumn } from '../../../csv/csv.ts';
import type { AppServices } from '../../../services.ts';
import { metricsClock } from '../../metrics/periods.ts';
import { psychologistReport } from '../../metrics/psychologist-metrics.service.ts';
import { patientStatusCounts } from '../patients/patients.service.ts';
import { selectCancellationNotice, selectConsultationsBetween, type ConsultationRow } from './reports.repository.ts';

/** /psychologist/reports: the metrics module's figures plus the patients' status split (the pie). */
export async function getReport(services: AppServices, psychologistId: number, period: PsychologistPeriod) {
  const report = await psychologistReport(services.db, metricsClock(services), psychologistId, period);
  return {
    ...report,
    patientStatus: await patientStatusCounts(services, psychologistId),
    cancellationNoticeHours: await selectCancellationNotice(services.db, psychologistId),
  };
}

function consultationColumns(timeZone: string): CsvColumn<ConsultationRow>[] {
  return [
    { header: 'Data', value: (row) => formatDate(row.startsAt, timeZone) },
    { header: 'Horário', value: (row) => formatTime(row.startsAt, timeZone) },
    { header: 'Paciente', value: (row) => row.patientName },
    { header: 'Status', value: (row) => appointmentStatusLabel(row.status, row.cancellationNoticeHours) },
    { header: 'Valor (R$)', value: (row) => formatAmount(row.priceCents) },
  ];
}

/** 'Exportar': the consultations of the chosen period as a CSV for Excel pt-BR. */
export async function exportConsultations(services: AppServices, psychologistId: number, period: PsychologistPeriod) {
  const { period: view } = await psychologistReport(services.db, metricsClock(services), psychologistId, period);
  const rows = await selectConsultationsBetween(services.db, psychologistId, view.start, view.end);
  return {
    filename: `consultas_${view.firstDay}_${view.lastDay}.csv`,
    content: toCsv(consultationColumns(services.config.timeZone), rows),
  };
}
