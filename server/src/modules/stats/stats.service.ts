import type { AppServices } from '../../services.ts';
import { selectLandingFigures } from './stats.repository.ts';

/** The landing page's three live figures; no rating until someone has rated. */
export async function landingFigures(services: Pick<AppServices, 'db'>) {
  const { psychologists, consultations } = await selectLandingFigures(services.db);
  const reviews = Number(psychologists.reviewsCount ?? 0);
  return {
    psychologists: Number(psychologists.count),
    consultations: Number(consultations.count),
    averageRating: reviews === 0 ? null : Number(psychologists.ratingTotal ?? 0) / reviews,
  };
}
