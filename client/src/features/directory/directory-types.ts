import type { RouterOutputs } from '../../lib/trpc.ts';

export type DirectoryResult = RouterOutputs['directory']['list'];
export type DirectoryCard = DirectoryResult['items'][number];
export type PsychologistProfile = RouterOutputs['directory']['profile'];
export type ProfileReview = PsychologistProfile['recentReviews'][number];
