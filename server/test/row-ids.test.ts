import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { maxRowId } from '@acolhe/shared/api-limits';
import { createAdminClient, signedInPatient } from './accounts.ts';
import { validationFailureOf, startTestServer, type TestServer } from './harness.ts';

/**
 * An id past PostgreSQL's `integer` range made the database fail the query (a 500 on PostgreSQL, a plain
 * "not found" on SQLite): every id input now refuses it as invalid input, on both engines alike.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const beyond = maxRowId + 1;
const invalidId = { code: 'BAD_REQUEST', message: 'Identificador inválido' };

describe('an id past the columns’ range', () => {
  test('is invalid input for a visitor, a patient and an admin alike', async () => {
    const patient = await signedInPatient(server);
    const admin = await createAdminClient(server);
    const calls = [
      () => server.client().directory.profile.query({ psychologistId: beyond }),
      () => patient.client.appointments.get.query({ id: beyond }),
      () => patient.client.sessions.details.query({ appointmentId: beyond }),
      () => admin.admin.applications.get.query({ id: beyond }),
      () => admin.admin.users.deactivate.mutate({ id: beyond }),
      () => admin.admin.companies.remove.mutate({ id: beyond }),
    ];
    for (const call of calls) expect(await validationFailureOf(call())).toMatchObject(invalidId);
    expect(
      await validationFailureOf(patient.client.patient.telehealthConsent.give.mutate({ psychologistId: beyond })),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'Profissional inválido' });
  });

  test('the largest id in range is an ordinary lookup: not found', async () => {
    const patient = await signedInPatient(server);
    await expect(patient.client.appointments.get.query({ id: maxRowId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
  });
});
