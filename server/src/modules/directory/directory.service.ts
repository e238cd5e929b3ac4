import type { z } from 'zod';
import { appointmentMessages } from '@acolhe/shared/appointment-messages';
import { directoryPageSize, type DirectoryPage, type directoryListInput } from '@acolhe/shared/directory';
import { DomainError } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import { availableDates, bookableDays, requireBookablePsychologist, slotsForDay } from '../availability/availability.service.ts';
import { foldText } from '../../db/connection.ts';
import { cachedRead } from '../public-reads/cached-read.ts';
import { toCard } from './directory-card.ts';
import * as listing from './directory-listing.repository.ts';
import * as repository from './directory.repository.ts';

type DirectoryQuery = z.output<typeof directoryListInput>;
type ReviewRow = Awaited<ReturnType<typeof repository.selectRecentReviews>>[number];

const recentReviewsShown = 5;
const nextDatesShown = 7;

/** Reviewers are shown by first name only; an anonymised patient (LGPD deletion) by no name at all. */
function toReview(row: ReviewRow) {
  const firstName = row.patientAnonymisedAt ? undefined : row.patientName.trim().split(/\s+/)[0];
  return { rating: row.rating, comment: row.comment, createdAt: row.createdAt, patientFirstName: firstName || 'Paciente' };
}

/** Pages are cached by the query as the listing reads it: the search folded, the defaults filled in. */
export function listPsychologists(services: AppServices, query: DirectoryQuery): Promise<DirectoryPage> {
  const key = JSON.stringify([foldText(query.search?.trim() ?? ''), query.specialty ?? '', query.sort, query.page]);
  return cachedRead(services.publicReadVersions, services.directoryPages, key, () => readPage(services, query));
}

async function readPage(services: AppServices, query: DirectoryQuery): Promise<DirectoryPage> {
  const filter = { search: query.search, specialty: query.specialty };
  const offset = (query.page - 1) * directoryPageSize;
  // Counting first spares the ranking a search that finds no one or a page past the end.
  const total = await listing.countDirectory(services.db, filter);
  const ids =
    offset < total
      ? await listing.selectRankedIds(services.db, { ...filter, sort: query.sort, limit: directoryPageSize, offset })
      : [];
  const cards = await repository.selectCards(services.db, ids);
  return { items: cards.map(toCard), total, page: query.page, pageSize: directoryPageSize };
}

export async function getPublicProfile(services: AppServices, psychologistId: number) {
  const psychologist = await requireBookablePsychologist(services.db, psychologistId);
  const row = await repository.selectPublicProfile(services.db, psychologistId);
  if (!row) throw new DomainError('NOT_FOUND', appointmentMessages.psychologistNotFound);
  const profile = toCard(row);
  const reviews = profile.reviewsCount
    ? await repository.selectRecentReviews(services.db, psychologistId, recentReviewsShown)
    : [];
  const dates = await availableDates(services, psychologist);
  return {
    ...profile,
    recentReviews: reviews.map(toReview),
    nextAvailableDates: dates.slice(0, nextDatesShown),
  };
}

export async function listAvailableDates(services: AppServices, psychologistId: number): Promise<string[]> {
  const psychologist = await requireBookablePsychologist(services.db, psychologistId);
  return availableDates(services, psychologist);
}

/** One day's slots; a day before today or beyond the booking horizon has none. */
export async function listSlots(services: AppServices, psychologistId: number, date: string) {
  const psychologist = await requireBookablePsychologist(services.db, psychologistId);
  const { first, last } = await bookableDays(services);
  if (date < first || date > last) return [];
  return slotsForDay(services, psychologist, date);
}
