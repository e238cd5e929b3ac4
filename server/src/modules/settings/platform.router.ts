import { router } from '../../trpc/init.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { getPublicPlatformInfo } from './settings.service.ts';

/** Public facts about the platform, for anyone (the privacy policy names the data protection officer). */
export const platformRouter = router({
  info: publicProcedure.query(({ ctx }) => getPublicPlatformInfo(ctx)),
});
