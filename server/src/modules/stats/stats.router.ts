import { router } from '../../trpc/init.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { selectLandingFigures } from './stats.repository.ts';

export const statsRouter = router({
  /** The landing page's three live figures. */
  landing: publicProcedure.query(async ({ ctx }) => {
    const { psychologists, consultations } = await selectLandingFigures(ctx.db);
    const reviews = Number(psychologists.reviewsCount ?? 0);
    return {
      psychologists: Number(psychologists.count),
      consultations: Number(consultations.count),
      averageRating: reviews === 0 ? null : Number(psychologists.ratingTotal ?? 0) / reviews,
    };
  }),
});
