import {
  applicationIdInput,
  applicationListInput,
  approveApplicationInput,
  rejectApplicationInput,
} from '@acolhe/shared/admin';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import * as applications from './applications.service.ts';

export const applicationsRouter = router({
  list: adminProcedure.input(applicationListInput).query(({ ctx, input }) => applications.listApplications(ctx, input)),
  get: adminProcedure.input(applicationIdInput).query(({ ctx, input }) => applications.getApplication(ctx, input.id)),
  approve: adminProcedure
    .input(approveApplicationInput)
    .mutation(({ ctx, input }) => applications.approve(ctx, ctx.user.id, input)),
  reject: adminProcedure
    .input(rejectApplicationInput)
    .mutation(({ ctx, input }) => applications.reject(ctx, ctx.user.id, input)),
});
