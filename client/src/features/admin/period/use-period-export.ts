import { useMutation } from '@tanstack/react-query';
import type { AdminPeriod } from '@acolhe/shared/metrics';
import { downloadCsv } from '../../../lib/download-csv.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notifyError } from '../../../lib/notify.ts';

/** 'Exportar': asks the server for the period's CSV and hands it to the browser as a download. */
export function usePeriodExport(exportCsv: (period: AdminPeriod) => Promise<{ filename: string; content: string }>, failure: string) {
  return useMutation({
    mutationFn: exportCsv,
    onSuccess: downloadCsv,
    onError: (error) => notifyError(errorMessage(error, failure)),
  });
}
