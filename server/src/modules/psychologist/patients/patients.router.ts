import { psychologistSeriesInput } from '@acolhe/shared/appointment-series';
import { patientIdInput, patientListInput } from '@acolhe/shared/patients';
import { router } from '../../../trpc/init.ts';
import { psychologistProcedure } from '../../../trpc/procedures.ts';
import * as patients from './patients.service.ts';
import * as series from './patient-series.service.ts';

/** An approved psychologist's patients: the people who booked with them. */
export const patientsRouter = router({
  list: psychologistProcedure
    .input(patientListInput)
    .query(({ ctx, input }) => patients.listPatients(ctx, ctx.user.id, input)),
  get: psychologistProcedure
    .input(patientIdInput)
    .query(({ ctx, input }) => patients.getPatient(ctx, ctx.user.id, input.patientId)),
  /** A weekly series for one of the psychologist's own patients: the preview, then the booking. */
  previewSeries: psychologistProcedure
    .input(psychologistSeriesInput)
    .query(({ ctx, input }) => series.previewForPsychologist(ctx, ctx.user.id, input)),
  bookSeries: psychologistProcedure
    .input(psychologistSeriesInput)
    .mutation(({ ctx, input }) => series.bookForPsychologist(ctx, ctx.user.id, input)),
});
