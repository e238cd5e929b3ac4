import { router } from '../../trpc/init.ts';
import { publicProcedure } from '../../trpc/procedures.ts';

export const platformRouter = router({
  /** What every screen needs before it can show a date: the platform time zone (TIME_ZONE). */
  info: publicProcedure.query(({ ctx }) => ({ timeZone: ctx.config.timeZone })),
});
