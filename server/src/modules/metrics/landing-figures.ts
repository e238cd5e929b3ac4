import type { AppServices } from '../../services.ts';
import { cachedRead } from '../public-reads/cached-read.ts';
import type { LandingFigures } from '@acolhe/shared/landing-document';
import { selectLandingFigures } from './landing-figures.repository.ts';

export function landingFigures(services: Pick<AppServices, 'db' | 'landingFigures' | 'publicReadVersions'>): Promise<LandingFigures> {
  return cachedRead(services.publicReadVersions, services.landingFigures, 'landing', () => readLandingFigures(services));
}

async function readLandingFigures(services: Pick<AppServices, 'db'>): Promise<LandingFigures> {
  const { psychologists, consultations } = await selectLandingFigures(services.db);
  const reviews = Number(psychologists.reviewsCount ?? 0);
  return {
    psychologists: Number(psychologists.count),
    consultations: Number(consultations.count),
    averageRating: reviews === 0 ? null : Number(psychologists.ratingTotal ?? 0) / reviews,
  };
}
