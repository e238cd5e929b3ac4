/** The landing page's three live figures; no rating until someone has rated. */
export interface LandingFigures {
  psychologists: number;
  consultations: number;
  averageRating: number | null;
}
