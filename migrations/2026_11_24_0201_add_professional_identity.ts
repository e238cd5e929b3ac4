import { sql, type Kysely } from 'kysely';

/**
 * Every psychologist presents as "Nome — Psicóloga/Psicólogo — CRP 06/123456". Adds the professional
 * title, makes the CRP unique, and brings existing rows in line: CRPs normalised (a missing, malformed or
 * repeated one replaced by a plausible unique one), a title inferred from the first name, and the
 * honorifics "Dr."/"Dra." taken out of names (they are never shown). Self-contained on purpose: a landed
 * migration must not change when app code does.
 */
const maleFirstNames = new Set([
  'andre', 'bruno', 'carlos', 'diego', 'eduardo', 'felipe', 'gustavo', 'henrique', 'igor', 'joao',
  'lucas', 'marcelo', 'nicolas', 'otavio', 'paulo', 'rafael', 'samuel', 'thiago', 'vinicius', 'pedro',
  'antonio', 'fabio', 'denis', 'jose', 'marcos', 'ricardo', 'roberto', 'rodrigo', 'daniel', 'gabriel',
]);
const femaleFirstNames = new Set([
  'ana', 'beatriz', 'camila', 'daniela', 'eduarda', 'fernanda', 'gabriela', 'helena', 'isabela', 'juliana',
  'larissa', 'mariana', 'natalia', 'patricia', 'rafaela', 'sofia', 'tatiana', 'vanessa', 'leticia', 'luana',
]);

function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function normalisedCrp(value: string | null): string | null {
  const compact = (value ?? '').trim().replace(/^crp/i, '').replace(/[\s.\-/]/g, '');
  const match = /^(\d{2})(\d{4,6})$/.exec(compact);
  if (!match) return null;
  const region = Number(match[1]);
  return region >= 1 && region <= 24 ? `CRP ${match[1]}/${match[2]}` : null;
}

function titleOf(honorific: string | undefined, firstName: string): 'Psicóloga' | 'Psicólogo' {
  const folded = fold(firstName);
  if (maleFirstNames.has(folded)) return 'Psicólogo';
  if (femaleFirstNames.has(folded)) return 'Psicóloga';
  return honorific === 'Dr.' ? 'Psicólogo' : 'Psicóloga';
}

interface ProfileRow {
  user_id: number;
  crp: string | null;
  specialty: string;
  name: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('psychologist_profiles')
    // The titles as literals, not in the template's text: a tagged template's raw text is the one place
    // the bundle cannot escape non-ASCII, and one such character makes V8 hold the whole bundle as a
    // two-byte string (scripts/build-server.ts refuses it).
    .addColumn('professional_title', 'text', (col) =>
      col.check(sql`professional_title in (${sql.lit('Psicóloga')},${sql.lit('Psicólogo')})`),
    )
    .execute();

  const { rows } = await sql<ProfileRow>`select p.user_id, p.crp, p.specialty, u.name
    from psychologist_profiles p join users u on u.id = p.user_id order by p.user_id`.execute(db);
  const taken = new Set<string>();
  const kept = new Map<number, string>();
  for (const row of rows) {
    const crp = normalisedCrp(row.crp);
    if (crp && !taken.has(crp)) {
      taken.add(crp);
      kept.set(row.user_id, crp);
    }
  }
  for (const row of rows) {
    let crp = kept.get(row.user_id);
    for (let attempt = 0; !crp; attempt += 1) {
      const region = String(((row.user_id + attempt) % 24) + 1).padStart(2, '0');
      const candidate = `CRP ${region}/${100000 + ((row.user_id * 7919 + attempt * 104729) % 900000)}`;
      if (!taken.has(candidate)) crp = candidate;
    }
    taken.add(crp);
    const [, honorific, bareName = row.name] = /^(Dra?\.)?\s*(.*)$/.exec(row.name.trim()) ?? [];
    const firstName = bareName.split(/\s+/)[0] ?? '';
    await sql`update psychologist_profiles
      set crp = ${crp}, professional_title = ${titleOf(honorific, firstName)}, search_text = ${fold(`${bareName} ${row.specialty}`)}
      where user_id = ${row.user_id}`.execute(db);
    if (bareName !== row.name) await sql`update users set name = ${bareName} where id = ${row.user_id}`.execute(db);
  }

  await sql`create unique index psychologist_profiles_crp_unique on psychologist_profiles (crp) where crp is not null`.execute(db);
  // The directory leaves out psychologists without a CRP the way it leaves out the other few unlisted ones.
  await sql`create index psychologist_profiles_without_crp_idx on psychologist_profiles (user_id) where crp is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('psychologist_profiles_without_crp_idx').execute();
  await db.schema.dropIndex('psychologist_profiles_crp_unique').execute();
  await db.schema.alterTable('psychologist_profiles').dropColumn('professional_title').execute();
}
