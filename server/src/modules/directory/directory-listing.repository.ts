import { sql } from 'kysely';
import type { DirectorySort, directoryListInput } from '@acolhe/shared/directory';
import type { z } from 'zod';
import { foldText, type Db } from '../../db/connection.ts';

export type DirectoryFilter = Pick<z.output<typeof directoryListInput>, 'search' | 'specialty'>;
export interface DirectoryPageQuery extends DirectoryFilter {
  sort: DirectorySort;
  limit: number;
  offset: number;
}

// Literal conditions, not bound parameters, so SQLite can match them to the partial indexes of 0006.
const unlistedUsers = sql`select id from users where is_active = 0 or anonymised_at is not null`;
const privateProfiles = sql`select user_id from user_preferences where public_profile = 0`;
const withoutCrp = sql`select user_id from psychologist_profiles where crp is null`;
const hiddenRatings = sql`select user_id from user_preferences where show_ratings = 0`;
/** rating_average's own formula, the expression the best-rated index of 0008 is ordered by. */
const averageRating = sql`psychologist_profiles.rating_total * 1.0 / psychologist_profiles.reviews_count`;

const profiles = (db: Db) => db.selectFrom('psychologist_profiles');
type ProfileQuery = ReturnType<typeof profiles>;

function matching(query: ProfileQuery, filter: DirectoryFilter): ProfileQuery {
  const search = filter.search ? foldText(filter.search.trim()) : '';
  // search_text is folded already; instr matches the folded words literally, with no LIKE wildcards to escape.
  if (search) query = query.where(sql<boolean>`instr(psychologist_profiles.search_text, ${search}) > 0`);
  if (filter.specialty) query = query.where('psychologist_profiles.specialty', '=', filter.specialty);
  return query;
}

function approvedMatching(db: Db, filter: DirectoryFilter): ProfileQuery {
  return matching(profiles(db).where('psychologist_profiles.approval_status', '=', 'approved'), filter);
}

/**
 * Approved, active, not anonymised psychologists with a CRP and a public profile, matching the filter.
 * The listed ones are nearly all; the exceptions are few, so they are excluded rather than joined row by
 * row.
 */
function listed(db: Db, filter: DirectoryFilter): ProfileQuery {
  return approvedMatching(db, filter)
    .where(sql<boolean>`psychologist_profiles.user_id not in (${unlistedUsers})`)
    .where(sql<boolean>`psychologist_profiles.user_id not in (${privateProfiles})`)
    .where(sql<boolean>`psychologist_profiles.user_id not in (${withoutCrp})`);
}

async function countOf(query: ProfileQuery): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function idsOf(query: ProfileQuery, page: { limit: number; offset: number }): Promise<number[]> {
  const rows = await query.select('psychologist_profiles.user_id as id').limit(page.limit).offset(page.offset).execute();
  return rows.map((row) => row.id);
}

/**
 * All approved matches (read from an index alone) minus the few unlisted ones among them. Comparing
 * `approval_status || ''` keeps SQLite from scanning by approval_status for the second count, so it
 * looks up just the unlisted rows by key.
 */
export async function countDirectory(db: Db, filter: DirectoryFilter): Promise<number> {
  const unlisted = profiles(db)
    .where(sql<boolean>`psychologist_profiles.user_id in (${unlistedUsers} union all ${privateProfiles} union all ${withoutCrp})`)
    .where(sql<boolean>`psychologist_profiles.approval_status || '' = 'approved'`);
  return (await countOf(approvedMatching(db, filter))) - (await countOf(matching(unlisted, filter)));
}

/**
 * A hidden rating (showRatings off) ranks as no rating at all, or its place in the list would give it
 * away. So the rating and review sorts list the visible ranking first, walking its index in order and
 * stopping at the page, then the psychologists with nothing visible to rank by, oldest account first.
 */
function rankingParts(db: Db, filter: DirectoryFilter, sort: 'rating' | 'reviews') {
  const visible = listed(db, filter).where(sql<boolean>`psychologist_profiles.user_id not in (${hiddenRatings})`);
  const hidden = sql<boolean>`psychologist_profiles.user_id in (${hiddenRatings})`;
  if (sort === 'reviews') {
    return {
      ranked: visible.orderBy('psychologist_profiles.reviews_count', 'desc'),
      rest: listed(db, filter).where(hidden),
    };
  }
  return {
    ranked: visible.where('psychologist_profiles.reviews_count', '>', 0).orderBy(sql`${averageRating} desc`).orderBy('psychologist_profiles.reviews_count', 'desc'),
    rest: listed(db, filter).where((eb) => eb.or([hidden, eb('psychologist_profiles.reviews_count', '=', 0)])),
  };
}

/** The ids of one page, in rank order; equal rows keep one order across pages by id. */
export async function selectRankedIds(db: Db, page: DirectoryPageQuery): Promise<number[]> {
  const byId = (query: ProfileQuery) => query.orderBy('psychologist_profiles.user_id', 'asc');
  if (page.sort === 'price-low' || page.sort === 'price-high') {
    const direction = page.sort === 'price-low' ? 'asc' : 'desc';
    return idsOf(byId(listed(db, page).orderBy('psychologist_profiles.hourly_rate_cents', direction)), page);
  }
  const { ranked, rest } = rankingParts(db, page, page.sort);
  const first = await idsOf(byId(ranked), page);
  if (first.length === page.limit) return first;
  // The ranked part ends on this page, or before it: the page goes on with the rest from its start.
  const rankedTotal = first.length > 0 ? page.offset + first.length : await countOf(ranked.clearOrderBy());
  const restPage = { limit: page.limit - first.length, offset: Math.max(0, page.offset - rankedTotal) };
  return [...first, ...(await idsOf(byId(rest), restPage))];
}
