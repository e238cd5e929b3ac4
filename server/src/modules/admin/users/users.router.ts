import { userIdInput, userListInput } from '@acolhe/shared/admin-users';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import * as users from './users.service.ts';

export const adminUsersRouter = router({
  list: adminProcedure.input(userListInput).query(({ ctx, input }) => users.listUsers(ctx, input)),
  deactivate: adminProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => users.deactivateUser(ctx, ctx.user.id, input.id)),
  reactivate: adminProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => users.reactivateUser(ctx, ctx.user.id, input.id)),
});
