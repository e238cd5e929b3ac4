export type { LandingFigures } from '@acolhe/shared/landing-document';
