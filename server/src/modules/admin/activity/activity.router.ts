import { recentActivityInput } from '@acolhe/shared/admin';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import { listRecentActivity } from './activity.service.ts';

export const activityRouter = router({
  recent: adminProcedure
    .input(recentActivityInput)
    .query(({ ctx, input }) => listRecentActivity(ctx, input.limit)),
});
