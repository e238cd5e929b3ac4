import { router } from '../../trpc/init.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { landingFigures } from '../metrics/landing-figures.ts';

export const statsRouter = router({
  landing: publicProcedure.query(({ ctx }) => landingFigures(ctx)),
});
