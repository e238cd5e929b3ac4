import { directoryListInput, psychologistIdInput, slotsInput } from '@acolhe/shared/directory';
import { router } from '../../trpc/init.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import * as directory from './directory.service.ts';

/** The public directory: anyone, signed in or not, may browse it. */
export const directoryRouter = router({
  list: publicProcedure.input(directoryListInput).query(({ ctx, input }) => directory.listPsychologists(ctx, input)),
  profile: publicProcedure
    .input(psychologistIdInput)
    .query(({ ctx, input }) => directory.getPublicProfile(ctx, input.psychologistId)),
  availableDates: publicProcedure
    .input(psychologistIdInput)
    .query(({ ctx, input }) => directory.listAvailableDates(ctx, input.psychologistId)),
  slots: publicProcedure
    .input(slotsInput)
    .query(({ ctx, input }) => directory.listSlots(ctx, input.psychologistId, input.date)),
});
