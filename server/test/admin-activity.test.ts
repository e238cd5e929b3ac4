import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { companyInput, signedInAdmin, userIdOf } from './admin-fixtures.ts';
import { type Browser, openBrowser, startTestServer, type TestServer } from './harness.ts';
import { registerPatient, registerPsychologist, testPassword } from './accounts.ts';

let server: TestServer;
let admin: Browser & { id: number };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInAdmin(server, 'Rosa Administradora');
});
afterAll(() => server.close());

describe('recent activity', () => {
  test('lists the latest events newest first, each worded with the current names', async () => {
    const patient = await registerPatient(server.client(), { name: 'Lívia Recém-Chegada' });
    const applicantId = await userIdOf(server, await registerPsychologist(server.client()));
    await admin.client.admin.applications.approve.mutate({ id: applicantId, crpChecked: true });
    const rejectedId = await userIdOf(server, await registerPsychologist(server.client()));
    await admin.client.admin.applications.reject.mutate({ id: rejectedId });
    const company = await admin.client.admin.companies.create.mutate(companyInput({ name: 'Grupo Aurora' }));
    await admin.client.admin.companies.toggleStatus.mutate({ id: company.id });
    await admin.client.admin.users.deactivate.mutate({ id: patient.user?.id ?? 0 });
    await admin.client.admin.users.reactivate.mutate({ id: patient.user?.id ?? 0 });

    const recent = await admin.client.admin.activity.recent.query({ limit: 9 });
    expect(recent.map(({ action, description, actorName }) => ({ action, description, actorName }))).toEqual([
      {
        action: 'user.reactivated',
        description: 'Lívia Recém-Chegada foi reativado(a)',
        actorName: 'Rosa Administradora',
      },
      {
        action: 'user.deactivated',
        description: 'Lívia Recém-Chegada foi desativado(a)',
        actorName: 'Rosa Administradora',
      },
      {
        action: 'company.activated',
        description: 'Grupo Aurora agora está ativa',
        actorName: 'Rosa Administradora',
      },
      {
        action: 'company.created',
        description: 'Nova empresa conveniada: Grupo Aurora',
        actorName: 'Rosa Administradora',
      },
      {
        action: 'psychologist.rejected',
        description: 'Candidatura de Joana Psicóloga foi rejeitada',
        actorName: 'Rosa Administradora',
      },
      {
        action: 'psychologist.applied',
        description: 'Nova candidatura de Joana Psicóloga',
        actorName: 'Joana Psicóloga',
      },
      {
        action: 'psychologist.approved',
        description: 'Joana Psicóloga foi aprovado(a)',
        actorName: 'Rosa Administradora',
      },
      {
        action: 'psychologist.applied',
        description: 'Nova candidatura de Joana Psicóloga',
        actorName: 'Joana Psicóloga',
      },
      {
        action: 'patient.registered',
        description: 'Novo paciente cadastrado: Lívia Recém-Chegada',
        actorName: 'Lívia Recém-Chegada',
      },
    ]);
    expect(recent[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await admin.client.admin.activity.recent.query()).toHaveLength(9);
  });

  test('stores ids, not names: an erased account shows no name any more', async () => {
    const browser = openBrowser(server);
    const result = await registerPatient(browser.client, { name: 'Otávio Apagável' });
    const id = result.user?.id ?? 0;
    const rows = await server.app.services.db
      .selectFrom('activity_log')
      .select('summary')
      .where('subject_id', '=', id)
      .execute();
    expect(rows.map((row) => row.summary).join(' ')).not.toContain('Otávio');

    await browser.client.patient.profile.deleteAccount.mutate({
      password: testPassword,
      confirmation: 'EXCLUIR',
    });
    const recent = await admin.client.admin.activity.recent.query({ limit: 2 });
    expect(recent.map((entry) => entry.description)).toEqual([
      'Uma conta de paciente foi excluída a pedido do titular',
      'Novo paciente cadastrado: Usuário removido',
    ]);
    expect(JSON.stringify(recent)).not.toContain('Otávio');
  });

  test('the limit is bounded', async () => {
    expect(await admin.client.admin.activity.recent.query({ limit: 1 })).toHaveLength(1);
    await expect(admin.client.admin.activity.recent.query({ limit: 51 })).rejects.toThrow();
  });
});
