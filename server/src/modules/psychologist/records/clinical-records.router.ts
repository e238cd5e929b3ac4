import {
  addRecordEntryInput,
  correctRecordEntryInput,
  recordEntryHistoryInput,
  recordInput,
} from '@acolhe/shared/clinical-records';
import { router } from '../../../trpc/init.ts';
import { clinicalRecordProcedure } from '../../../trpc/procedures.ts';
import * as records from './clinical-records.service.ts';
import * as writing from './record-writing.service.ts';

/** The author psychologist's clinical records (prontuário); every read and write is audited. */
export const clinicalRecordsRouter = router({
  get: clinicalRecordProcedure
    .input(recordInput)
    .query(({ ctx, input }) => records.readRecord(ctx, ctx.user.id, input.patientId)),
  history: clinicalRecordProcedure
    .input(recordEntryHistoryInput)
    .query(({ ctx, input }) => records.readEntryHistory(ctx, ctx.user.id, input)),
  addEntry: clinicalRecordProcedure
    .input(addRecordEntryInput)
    .mutation(({ ctx, input }) => writing.addEntry(ctx, ctx.user.id, input)),
  correctEntry: clinicalRecordProcedure
    .input(correctRecordEntryInput)
    .mutation(({ ctx, input }) => writing.correctEntry(ctx, ctx.user.id, input)),
});
