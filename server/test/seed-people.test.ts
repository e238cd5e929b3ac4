import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { specialties, type Specialty } from '@acolhe/shared/specialties';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDb, type Db } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemoData } from '../src/seed/demo-data.ts';
import { femaleFirstNames, maleFirstNames } from '../src/seed/people.ts';
import { specialtyProfiles } from '../src/seed/specialty-profiles.ts';
import { serverOnSeededData } from './seeded-server.ts';

/** The people of the demo data read as real ones: coherent profiles, believable reviews, faces. */

const now = new Date('2026-11-23T16:02:17.000Z');
const dir = mkdtempSync(join(tmpdir(), 'acolhe-seed-people-'));
let db: Db;

beforeAll(async () => {
  db = createDb(join(dir, 'seeded.db'));
  await migrateToLatest(db);
  await seedDemoData(db, now, 'America/Sao_Paulo');
}, 90_000);
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

function psychologists() {
  return db
    .selectFrom('psychologist_profiles')
    .innerJoin('users', 'users.id', 'psychologist_profiles.user_id')
    .select([
      'users.id',
      'users.name',
      'psychologist_profiles.professional_title as title',
      'psychologist_profiles.specialty',
      'psychologist_profiles.bio',
      'psychologist_profiles.experience',
      'psychologist_profiles.education',
      'psychologist_profiles.approval_status as status',
      'psychologist_profiles.rating_total as ratingTotal',
      'psychologist_profiles.reviews_count as reviewsCount',
    ])
    .orderBy('users.id')
    .execute();
}

function reviewsOf(psychologistId: number) {
  return db
    .selectFrom('reviews')
    .select(['rating', 'comment'])
    .where('psychologist_id', '=', psychologistId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('seeded psychologists', () => {
  test('are titled by the gender of their first name, and the bio agrees', async () => {
    const female = new Set<string>(femaleFirstNames);
    const male = new Set<string>(maleFirstNames);
    const rows = await psychologists();
    const wrong = rows.filter(({ name, title, bio }) => {
      const firstName = name.split(' ')[0] ?? '';
      if (female.has(firstName)) return title !== 'Psicóloga' || !bio.includes('Formada em Psicologia');
      if (male.has(firstName)) return title !== 'Psicólogo' || !bio.includes('Formado em Psicologia');
      return true;
    });
    expect(wrong).toEqual([]);
    expect(rows.filter((row) => row.title === 'Psicólogo').length).toBeGreaterThan(10);
  });

  test('state in the bio the years of the experience field, graduated that many years ago', async () => {
    const rows = await psychologists();
    for (const row of rows) {
      const years = Number(/há (\d+) anos?\./.exec(row.bio)?.[1]);
      expect([row.name, row.experience]).toEqual([row.name, years === 1 ? '1 ano' : `${years} anos`]);
      expect(row.education).toContain(`, ${2026 - years});`);
    }
    expect(new Set(rows.map((row) => row.experience)).size).toBeGreaterThan(10);
  });

  test('write a bio for their own specialty, with the training their education lists', async () => {
    const rows = await psychologists();
    expect(new Set(rows.map((row) => row.specialty))).toEqual(new Set(specialties));
    for (const row of rows) {
      const profile = specialtyProfiles[row.specialty as Specialty];
      const approach = profile.approaches.find(({ text }) => row.bio.includes(text));
      expect(approach, row.bio).toBeDefined();
      expect(profile.focus.some((focus) => row.bio.startsWith(focus)), row.bio).toBe(true);
      expect(row.bio).toContain(`Atuo ${profile.field} há`);
      expect(row.education).toContain(`especialização em ${approach?.specialization}`);
      expect(row.bio).toContain(`especialização em ${approach?.specialization}.`);
    }
  });
});

describe('seeded reviews', () => {
  test('spread over two to five stars, averaging about 4.9 on the platform and 4.4 to 5.0 per psychologist', async () => {
    const counts = await db
      .selectFrom('reviews')
      .select(['rating', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('rating')
      .execute();
    const stars = (rating: number) => Number(counts.find((row) => row.rating === rating)?.count ?? 0);
    const total = counts.reduce((sum, row) => sum + Number(row.count), 0);
    expect(stars(5) / total).toBeGreaterThan(0.85);
    expect(stars(4) / total).toBeGreaterThan(0.04);
    expect(stars(3) / total).toBeGreaterThan(0.01);
    expect(stars(2)).toBeGreaterThan(0);
    expect(stars(2)).toBeLessThan(stars(3));

    const averages = (await psychologists())
      .filter((row) => row.reviewsCount >= 10)
      .map((row) => row.ratingTotal / row.reviewsCount);
    expect(Math.min(...averages)).toBeGreaterThanOrEqual(4.3);
    expect(Math.min(...averages)).toBeLessThan(4.75);
    expect(Math.max(...averages)).toBeGreaterThan(4.97);
  });

  test("match each profile's rating total and count", async () => {
    const mismatched = await db
      .selectFrom('psychologist_profiles')
      .select('user_id')
      .where((eb) =>
        eb.or([
          eb('rating_total', '!=', sql<number>`coalesce((select sum(rating) from reviews where psychologist_id = user_id), 0)`),
          eb('reviews_count', '!=', sql<number>`(select count(*) from reviews where psychologist_id = user_id)`),
        ]),
      )
      .execute();
    expect(mismatched).toEqual([]);
  });

  test('never repeat a text on one profile, nor a sentence among the five a profile shows', async () => {
    const rows = (await psychologists()).filter((row) => row.reviewsCount > 0);
    let comments = 0;
    for (const row of rows) {
      const written = (await reviewsOf(row.id)).flatMap((review) => (review.comment ? [review.comment] : []));
      comments += written.length;
      expect(new Set(written).size, row.name).toBe(written.length);
      const shown = (await reviewsOf(row.id)).slice(0, 5).flatMap((review) => sentencesOf(review.comment ?? ''));
      const sentences = shown.filter(Boolean);
      expect(new Set(sentences).size, `${row.name}: ${sentences.join(' | ')}`).toBe(sentences.length);
    }
    const distinct = await db.selectFrom('reviews').select('comment').distinct().where('comment', 'is not', null).execute();
    expect(distinct.length).toBeGreaterThan(comments / 3);
  });

  test('under five stars say what fell short', async () => {
    const low = await db.selectFrom('reviews').select(['rating', 'comment']).where('rating', '<=', 3).execute();
    expect(low.some((review) => review.comment?.includes('Recomendo de olhos fechados'))).toBe(false);
  });
});

describe('seeded faces', () => {
  test('every approved psychologist has a different illustrated photo, served as an image by the photo route', async () => {
    const server = await serverOnSeededData(db, join(dir, 'served.db'), now);
    try {
      const client = server.client();
      const first = await client.directory.list.query({});
      const pages = Math.ceil(first.total / first.pageSize);
      const cards = [...first.items];
      for (let page = 2; page <= pages; page += 1) cards.push(...(await client.directory.list.query({ page })).items);
      expect(cards).toHaveLength(127);
      const urls = cards.map((card) => card.photoUrl);
      expect(urls.filter((url) => url === null)).toEqual([]);
      expect(new Set(urls).size).toBe(urls.length);

      for (const url of urls) {
        const response = await fetch(`${server.url}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const image = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([image.format, image.width, image.height]).toEqual(['webp', 256, 256]);
      }
    } finally {
      await server.close();
    }
  });
});
