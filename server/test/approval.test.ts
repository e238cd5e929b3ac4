import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { failureOf, openBrowser, validationFailureOf, startTestServer, type TestClient, type TestServer } from './harness.ts';
import { createAdminClient, registerPatient, registerPsychologist, signIn, testPassword, uniqueCrp, uniqueEmail } from './accounts.ts';

const pendingApproval = 'Seu cadastro ainda está em análise';
const applicationRejected = 'Sua candidatura não foi aprovada';
const forbidden = 'Você não tem permissão para esta ação';
const alreadyReviewed = 'Esta candidatura já foi analisada';
const approvalSubject = 'Seu cadastro no Acolhe foi aprovado';
const rejectionSubject = 'Sua candidatura no Acolhe';

type Specialty =
  | 'Psicologia Clínica'
  | 'Psicologia Organizacional'
  | 'Psicologia Infantil'
  | 'Psicologia Educacional'
  | 'Neuropsicologia';

interface Applicant {
  id: number;
  email: string;
  name: string;
}

/** Registers a psychologist through the API and returns the new user's id. */
async function apply(
  server: TestServer,
  applicant: { name?: string; email?: string; specialty?: Specialty } = {},
): Promise<Applicant> {
  const email = applicant.email ?? uniqueEmail('candidata');
  const name = applicant.name ?? 'Joana Psicóloga';
  await server.client().auth.register.mutate({
    role: 'psychologist',
    name,
    email,
    password: testPassword,
    phone: '(21) 97777-6666',
    acceptTerms: true,
    professionalTitle: 'Psicóloga',
    crp: uniqueCrp(),
    specialty: applicant.specialty ?? 'Psicologia Clínica',
    bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
    hourlyRate: 150,
    availableHours: '08:00-18:00',
  });
  const row = await server.app.services.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id: row.id, email, name };
}

function statusOf(server: TestServer, userId: number) {
  return server.app.services.db
    .selectFrom('psychologist_profiles')
    .select(['approval_status', 'reviewed_at', 'reviewed_by', 'rejection_reason'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

function activityAbout(server: TestServer, userId: number) {
  return server.app.services.db
    .selectFrom('activity_log')
    .select(['actor_id', 'action', 'subject_type', 'subject_id', 'summary'])
    .where('subject_id', '=', userId)
    .orderBy('id')
    .execute();
}

function mailsTo(server: TestServer, recipient: string) {
  return server.app.services.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}

async function adminIdOf(server: TestServer, admin: TestClient): Promise<number> {
  const me = await admin.auth.me.query();
  if (!me) throw new Error('admin not signed in');
  return me.id;
}

describe('psychologist approval', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await createAdminClient(server);
  });
  afterAll(() => server.close());

  test('a pending psychologist can sign in but every psychologist procedure is refused', async () => {
    const email = await registerPsychologist(server.client());
    const browser = openBrowser(server);
    const { user } = await browser.client.auth.login.mutate({ email, password: testPassword });
    expect(user).toMatchObject({ email, role: 'psychologist', status: 'pending' });
    expect(await browser.client.auth.me.query()).toMatchObject({ email, status: 'pending' });

    expect(await failureOf(browser.client.psychologist.overview.query())).toEqual({
      code: 'FORBIDDEN',
      message: pendingApproval,
    });
    expect(await failureOf(browser.client.patient.overview.query())).toEqual({
      code: 'FORBIDDEN',
      message: forbidden,
    });
    expect(await failureOf(browser.client.admin.applications.list.query({}))).toEqual({
      code: 'FORBIDDEN',
      message: forbidden,
    });
  });

  test('the admin sees the full application', async () => {
    const applicant = await apply(server, { name: 'Paula Teixeira', specialty: 'Psicologia Infantil' });
    const application = await admin.admin.applications.get.query({ id: applicant.id });
    expect(application).toEqual({
      id: applicant.id,
      name: 'Paula Teixeira',
      email: applicant.email,
      phone: '(21) 97777-6666',
      specialty: 'Psicologia Infantil',
      bio: 'Atendo adultos com foco em ansiedade e depressão há dez anos.',
      hourlyRate: 150,
      availableHours: '08:00-18:00',
      status: 'pending',
      applicationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      reviewedAt: null,
      rejectionReason: null,
      crp: expect.stringMatching(/^CRP 06\/\d{6}$/),
      experience: null,
      education: null,
      crpCheckedBy: null,
      crpCheckedAt: null,
    });
  });

  test('the list is searched by name, e-mail and specialty regardless of case, and filtered by status', async () => {
    const renata = await apply(server, { name: 'Renata Quintela', specialty: 'Psicologia Educacional' });
    const lorena = await apply(server, {
      name: 'Lorena Xavier',
      email: `lorena.${Math.random().toString(36).slice(2, 8)}@clinica-azul.com`,
      specialty: 'Psicologia Clínica',
    });
    const otavio = await apply(server, { name: 'Otávio Brandão', specialty: 'Psicologia Organizacional' });
    const list = (input: Parameters<typeof admin.admin.applications.list.query>[0]) =>
      admin.admin.applications.list.query({ pageSize: 50, ...input });
    const ids = async (input: Parameters<typeof list>[0]) => (await list(input)).items.map((row) => row.id);

    expect(await ids({ status: 'all' })).toEqual(expect.arrayContaining([renata.id, lorena.id, otavio.id]));

    expect(await ids({ search: 'QUINTELA' })).toEqual([renata.id]);
    expect(await ids({ search: ' quintela ' })).toEqual([renata.id]);
    expect(await ids({ search: 'CLINICA-AZUL.COM' })).toEqual([lorena.id]);

    const organisational = await list({ search: 'oRgAnIzAcIoNaL' });
    expect(organisational.items.map((row) => row.id)).toContain(otavio.id);
    expect(organisational.items.every((row) => row.specialty === 'Psicologia Organizacional')).toBe(true);

    // LIKE wildcards typed by the admin are taken literally.
    expect((await list({ search: '%', status: 'all' })).items).toEqual([]);
    expect((await list({ search: '_', status: 'all' })).items).toEqual([]);

    await admin.admin.applications.approve.mutate({ id: renata.id, crpChecked: true });
    expect(await ids({ search: 'quintela', status: 'approved' })).toEqual([renata.id]);
    expect(await ids({ search: 'quintela', status: 'pending' })).toEqual([]);
    expect(await ids({ search: 'quintela', status: 'all' })).toEqual([renata.id]);

    const pending = await list({ status: 'pending' });
    expect(pending.items.map((row) => row.id)).toEqual(expect.arrayContaining([lorena.id, otavio.id]));
    expect(pending.items.every((row) => row.status === 'pending')).toBe(true);

    // Pending applications come first.
    const statuses = (await list({ status: 'all' })).items.map((row) => row.status);
    const firstReviewed = statuses.findIndex((status) => status !== 'pending');
    expect(firstReviewed).toBeGreaterThan(0);
    expect(statuses.slice(firstReviewed).every((status) => status !== 'pending')).toBe(true);
  });

  test('the search also ignores the case of accented letters', async () => {
    const erica = await apply(server, { name: 'Érica Gonçalves', specialty: 'Psicologia Clínica' });
    const list = (search: string) => admin.admin.applications.list.query({ search, pageSize: 50 });
    expect((await list('érica')).items.map((row) => row.id)).toEqual([erica.id]);
    expect((await list('PSICOLOGIA CLÍNICA')).items.map((row) => row.id)).toContain(erica.id);
  });

  test('the list opens on the pending applications, one page at a time, newest first', async () => {
    const tag = `Paginada${Math.random().toString(36).slice(2, 7)}`;
    const created: number[] = [];
    for (let index = 1; index <= 7; index += 1) created.push((await apply(server, { name: `${tag} Número ${index}` })).id);
    const page = (number: number) => admin.admin.applications.list.query({ search: tag, page: number, pageSize: 3 });

    const pages = await Promise.all([page(1), page(2), page(3)]);
    expect(pages.map((result) => [result.page, result.pageSize, result.total, result.items.length])).toEqual([
      [1, 3, 7, 3],
      [2, 3, 7, 3],
      [3, 3, 7, 1],
    ]);
    expect(pages.flatMap((result) => result.items.map((row) => row.id))).toEqual([...created].reverse());
    expect(await page(4)).toEqual({
      items: [],
      total: 7,
      totals: { pending: 7, approved: 0, rejected: 0 },
      page: 4,
      pageSize: 3,
    });

    // Without a status the list is the pending queue; with the default page size it holds at most 20.
    const first = created[0] ?? 0;
    await admin.admin.applications.approve.mutate({ id: first, crpChecked: true });
    const queue = await admin.admin.applications.list.query({ search: tag });
    expect([queue.page, queue.pageSize, queue.total]).toEqual([1, 20, 6]);
    expect(queue.items.map((row) => row.id)).not.toContain(first);
    expect((await admin.admin.applications.list.query({})).items.every((row) => row.status === 'pending')).toBe(true);
    const everyStatus = await admin.admin.applications.list.query({ search: tag, status: 'all' });
    expect(everyStatus.total).toBe(7);
    expect(everyStatus.items.at(-1)?.id).toBe(first);

    // Decided applications come latest decision first, whenever they applied.
    const last = created.at(-1) ?? 0;
    await admin.admin.applications.approve.mutate({ id: last, crpChecked: true });
    const approved = await admin.admin.applications.list.query({ search: tag, status: 'approved' });
    expect(approved.items.map((row) => row.id)).toEqual([last, first]);
  });

  test("the totals count each status of the search's matches, and follow every decision", async () => {
    const tag = `Contada${Math.random().toString(36).slice(2, 7)}`;
    const totals = async (search?: string) => (await admin.admin.applications.list.query({ search })).totals;
    const before = await totals();
    const first = await apply(server, { name: `${tag} Um` });
    const second = await apply(server, { name: `${tag} Dois` });
    const third = await apply(server, { name: `${tag} Três` });
    expect(await totals()).toEqual({ ...before, pending: before.pending + 3 });

    await admin.admin.applications.approve.mutate({ id: first.id, crpChecked: true });
    await admin.admin.applications.reject.mutate({ id: second.id });
    expect(await totals()).toEqual({
      pending: before.pending + 1,
      approved: before.approved + 1,
      rejected: before.rejected + 1,
    });
    expect(await totals(tag)).toEqual({ pending: 1, approved: 1, rejected: 1 });
    // The totals ignore the status filter: they are the tabs' counts.
    const rejected = await admin.admin.applications.list.query({ search: tag, status: 'rejected' });
    expect([rejected.total, rejected.totals]).toEqual([1, { pending: 1, approved: 1, rejected: 1 }]);
    expect((await statusOf(server, third.id)).approval_status).toBe('pending');
  });

  test('bad paging or filters are refused with a pt-BR message', async () => {
    const refused = (input: object) =>
      validationFailureOf(admin.admin.applications.list.query(input as Parameters<typeof admin.admin.applications.list.query>[0]));
    expect(await refused({ pageSize: 51 })).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { pageSize: 'Tamanho de página inválido (máximo 50)' },
    });
    expect(await refused({ page: 0 })).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { page: 'Página inválida' } });
    expect(await refused({ page: 1.5 })).toMatchObject({ code: 'BAD_REQUEST', fieldErrors: { page: 'Página inválida' } });
    expect(await refused({ status: 'archived' })).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { status: 'Situação inválida' },
    });
    expect(await refused({ search: 'x'.repeat(101) })).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: { search: 'Busca muito longa' },
    });
  });

  test('approval opens the psychologist area, is logged, counted publicly and mailed to the applicant', async () => {
    const applicant = await apply(server, { name: 'Carolina Prado' });
    const psychologist = await signIn(server, applicant.email);
    expect(await failureOf(psychologist.client.psychologist.overview.query())).toMatchObject({
      message: pendingApproval,
    });
    const landingBefore = await server.client().stats.landing.query();

    const approved = await admin.admin.applications.approve.mutate({ id: applicant.id, crpChecked: true });
    expect(approved).toMatchObject({ id: applicant.id, status: 'approved', reviewedAt: expect.any(String) });

    // The session opened while pending now works, without signing in again.
    expect(await psychologist.client.psychologist.overview.query()).toMatchObject({
      completed: 0,
      scheduled: 0,
      noShow: 0,
      revenueCents: 0,
      attendanceRate: null,
      averageRating: null,
    });
    expect(await psychologist.client.auth.me.query()).toMatchObject({ status: 'approved' });
    expect((await server.client().stats.landing.query()).psychologists).toBe(landingBefore.psychologists + 1);

    const adminId = await adminIdOf(server, admin);
    expect(await statusOf(server, applicant.id)).toMatchObject({
      approval_status: 'approved',
      reviewed_by: adminId,
    });
    expect(await activityAbout(server, applicant.id)).toEqual([
      expect.objectContaining({ action: 'psychologist.applied', actor_id: applicant.id }),
      {
        actor_id: adminId,
        action: 'psychologist.approved',
        subject_type: 'user',
        subject_id: applicant.id,
        summary: 'Candidatura aprovada',
      },
    ]);

    await server.app.services.mailer.flush();
    expect(server.app.services.mailer.transport).toBe('outbox');
    const mails = await mailsTo(server, applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: approvalSubject,
      transport: 'outbox',
      sent_at: null,
      last_error: null,
    });
    expect(mails[0]?.body_text).toContain('Carolina Prado');
    expect(mails[0]?.body_text).toContain('/login');
  });

  test('rejection keeps the psychologist area closed, with its own message and e-mail', async () => {
    const applicant = await apply(server, { name: 'Diego Falcão' });
    const rejected = await admin.admin.applications.reject.mutate({
      id: applicant.id,
      reason: ' CRP não confirmado. ',
    });
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'CRP não confirmado.' });

    const psychologist = await signIn(server, applicant.email);
    expect(await psychologist.client.auth.me.query()).toMatchObject({ status: 'rejected' });
    expect(await failureOf(psychologist.client.psychologist.overview.query())).toEqual({
      code: 'FORBIDDEN',
      message: applicationRejected,
    });

    expect((await activityAbout(server, applicant.id)).map((row) => row.action)).toEqual([
      'psychologist.applied',
      'psychologist.rejected',
    ]);
    await server.app.services.mailer.flush();
    const mails = await mailsTo(server, applicant.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: rejectionSubject, transport: 'outbox' });
    expect(mails[0]?.body_text).toContain('Motivo: CRP não confirmado.');
  });

  test('a decided application cannot be decided again', async () => {
    const applicant = await apply(server);
    await admin.admin.applications.approve.mutate({ id: applicant.id, crpChecked: true });

    const conflict = { code: 'CONFLICT', message: alreadyReviewed };
    expect(
      await failureOf(admin.admin.applications.approve.mutate({ id: applicant.id, crpChecked: true })),
    ).toEqual(conflict);
    expect(await failureOf(admin.admin.applications.reject.mutate({ id: applicant.id }))).toEqual(conflict);

    expect((await statusOf(server, applicant.id)).approval_status).toBe('approved');
    expect((await activityAbout(server, applicant.id)).map((row) => row.action)).toEqual([
      'psychologist.applied',
      'psychologist.approved',
    ]);
    await server.app.services.mailer.flush();
    expect(await mailsTo(server, applicant.email)).toHaveLength(1);
  });

  test('two admins deciding at once: one decision wins, the other gets a conflict', async () => {
    const applicant = await apply(server);
    const secondAdmin = await createAdminClient(server);
    const results = await Promise.allSettled([
      admin.admin.applications.approve.mutate({ id: applicant.id, crpChecked: true }),
      secondAdmin.admin.applications.reject.mutate({ id: applicant.id }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' ? (refused.reason as Error).message : null).toBe(alreadyReviewed);

    const winner = results[0]?.status === 'fulfilled' ? 'approved' : 'rejected';
    expect((await statusOf(server, applicant.id)).approval_status).toBe(winner);
    expect(await activityAbout(server, applicant.id)).toHaveLength(2);
    await server.app.services.mailer.flush();
    expect(await mailsTo(server, applicant.email)).toHaveLength(1);
  });

  test('only psychologist applications can be decided', async () => {
    const notFound = { code: 'NOT_FOUND', message: 'Candidatura não encontrada' };
    expect(
      await failureOf(admin.admin.applications.approve.mutate({ id: 999_999, crpChecked: true })),
    ).toEqual(notFound);
    expect(await failureOf(admin.admin.applications.get.query({ id: 999_999 }))).toEqual(notFound);

    const patient = await registerPatient(server.client());
    expect(
      await failureOf(
        admin.admin.applications.approve.mutate({ id: patient.user?.id ?? 0, crpChecked: true }),
      ),
    ).toEqual(notFound);
    expect(await failureOf(admin.admin.applications.reject.mutate({ id: patient.user?.id ?? 0 }))).toEqual(
      notFound,
    );
  });
});

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded
    .split(/\r?\n/)
    .find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe('approval e-mails over SMTP', () => {
  const received: ReceivedMail[] = [];
  let smtp: SMTPServer;
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    admin = await createAdminClient(server);
  });
  afterAll(async () => {
    await server.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('approval and rejection reach the applicants', async () => {
    expect(server.app.services.mailer.transport).toBe('smtp');
    const approved = await apply(server, { name: 'Marina Lopes' });
    const rejected = await apply(server, { name: 'Tiago Rocha' });

    await admin.admin.applications.approve.mutate({ id: approved.id, crpChecked: true });
    await admin.admin.applications.reject.mutate({ id: rejected.id, reason: 'Documentação incompleta.' });
    await server.app.services.mailer.flush();

    expect(received).toHaveLength(2);
    const approvalMail = received.find((mail) => mail.to.includes(approved.email));
    const rejectionMail = received.find((mail) => mail.to.includes(rejected.email));
    expect(approvalMail?.to).toEqual([approved.email]);
    expect(rejectionMail?.to).toEqual([rejected.email]);
    expect(headerOf(approvalMail?.raw ?? '', 'Subject')).toBe(approvalSubject);
    expect(headerOf(rejectionMail?.raw ?? '', 'Subject')).toBe(rejectionSubject);
    expect(headerOf(approvalMail?.raw ?? '', 'To')).toContain(approved.email);
    expect(approvalMail?.from).toBe('nao-responda@acolhe.com.br');

    for (const applicant of [approved, rejected]) {
      const [row, ...others] = await mailsTo(server, applicant.email);
      expect(others).toEqual([]);
      expect(row).toMatchObject({ transport: 'smtp', last_error: null, sent_at: expect.any(String) });
    }
  });

  test('an unreachable mail server does not undo the decision; the failure is kept in the outbox', async () => {
    const offline = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const offlineAdmin = await createAdminClient(offline);
      const applicant = await apply(offline);
      const approved = await offlineAdmin.admin.applications.approve.mutate({
        id: applicant.id,
        crpChecked: true,
      });
      expect(approved.status).toBe('approved');
      await offline.app.services.mailer.flush();
      const [row] = await mailsTo(offline, applicant.email);
      expect(row).toMatchObject({ transport: 'smtp', sent_at: null, subject: approvalSubject });
      expect(row?.last_error).toEqual(expect.any(String));
    } finally {
      await offline.close();
    }
  });
});
