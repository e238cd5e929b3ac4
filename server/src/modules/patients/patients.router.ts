import { patientIdInput, patientListInput } from '@acolhe/shared/patients';
import { router } from '../../trpc/init.ts';
import { psychologistProcedure } from '../../trpc/procedures.ts';
import * as patients from './patients.service.ts';

/** An approved psychologist's patients: the people who booked with them. */
export const patientsRouter = router({
  list: psychologistProcedure
    .input(patientListInput)
    .query(({ ctx, input }) => patients.listPatients(ctx, ctx.user.id, input)),
  get: psychologistProcedure
    .input(patientIdInput)
    .query(({ ctx, input }) => patients.getPatient(ctx, ctx.user.id, input.patientId)),
});
