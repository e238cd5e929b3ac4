import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInAdmin, userIdOf } from './admin-fixtures.ts';
import { type Browser, startTestServer, validationFailureOf, type TestServer } from './harness.ts';
import { registerPsychologist } from './accounts.ts';

const crpRequired = 'Confirme que o CRP foi conferido no Cadastro Nacional';
/** Tuesday 24 November 2026, 10:30 in São Paulo. */
const decisionTime = new Date('2026-11-24T13:30:00.000Z');

let server: TestServer;
let admin: Browser & { id: number };

async function applicant(crp?: string | null): Promise<number> {
  const id = await userIdOf(server, await registerPsychologist(server.client()));
  if (crp === undefined) return id;
  await server.app.services.db
    .updateTable('psychologist_profiles')
    .set({ crp })
    .where('user_id', '=', id)
    .execute();
  return id;
}

function crpCheckOf(userId: number) {
  return server.app.services.db
    .selectFrom('psychologist_profiles')
    .select(['approval_status', 'crp_checked_by', 'crp_checked_at'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  server = await startTestServer({}, { now: () => decisionTime });
  admin = await signedInAdmin(server, 'Beatriz Conferente');
});
afterAll(() => server.close());

describe('approval needs the CRP checked in the national register', () => {
  test('without the confirmation, or with it false, nothing is approved', async () => {
    const id = await applicant();
    const approve = admin.client.admin.applications.approve;
    for (const input of [{ id }, { id, crpChecked: false }]) {
      // Typed as the client sends it; the server must refuse what the type would not allow.
      expect(await validationFailureOf(approve.mutate(input as { id: number; crpChecked: true }))).toEqual({
        code: 'BAD_REQUEST',
        message: crpRequired,
        fieldErrors: { crpChecked: crpRequired },
      });
    }
    expect(await crpCheckOf(id)).toEqual({
      approval_status: 'pending',
      crp_checked_by: null,
      crp_checked_at: null,
    });
  });

  test('the details show the CRP; approving stores and shows who checked it and when', async () => {
    const id = await applicant('06/123456');
    expect(await admin.client.admin.applications.get.query({ id })).toMatchObject({
      crp: '06/123456',
      crpCheckedBy: null,
      crpCheckedAt: null,
    });

    const approved = await admin.client.admin.applications.approve.mutate({ id, crpChecked: true });
    expect(approved).toMatchObject({
      status: 'approved',
      crp: '06/123456',
      crpCheckedBy: 'Beatriz Conferente',
      crpCheckedAt: decisionTime.toISOString(),
      reviewedAt: decisionTime.toISOString(),
    });
    expect(await crpCheckOf(id)).toEqual({
      approval_status: 'approved',
      crp_checked_by: admin.id,
      crp_checked_at: decisionTime.toISOString(),
    });
    const {
      items: [listed],
    } = await admin.client.admin.applications.list.query({ status: 'approved' });
    expect(listed).toMatchObject({ id, crpCheckedBy: 'Beatriz Conferente' });
  });

  test('a rejection records no CRP check', async () => {
    const id = await applicant();
    await admin.client.admin.applications.reject.mutate({
      id,
      reason: 'CRP não encontrado no Cadastro Nacional.',
    });
    expect(await crpCheckOf(id)).toEqual({
      approval_status: 'rejected',
      crp_checked_by: null,
      crp_checked_at: null,
    });
  });
});
