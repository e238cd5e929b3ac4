import type { ActivityAction } from '@acolhe/shared/activity';
import type { AppServices } from '../../../services.ts';
import { selectRecentActivity } from '../../activity-log/activity.repository.ts';

type ActivityRow = Awaited<ReturnType<typeof selectRecentActivity>>[number];

const someone = 'Usuário removido';
const someCompany = 'Empresa removida';

const wordings: Record<ActivityAction, (names: { user: string; company: string }) => string> = {
  'patient.registered': ({ user }) => `Novo paciente cadastrado: ${user}`,
  'patient.deleted': () => 'Uma conta de paciente foi excluída a pedido do titular',
  'psychologist.applied': ({ user }) => `Nova candidatura de ${user}`,
  'psychologist.approved': ({ user }) => `${user} foi aprovado(a)`,
  'psychologist.rejected': ({ user }) => `Candidatura de ${user} foi rejeitada`,
  'user.deactivated': ({ user }) => `${user} foi desativado(a)`,
  'user.reactivated': ({ user }) => `${user} foi reativado(a)`,
  'company.created': ({ company }) => `Nova empresa conveniada: ${company}`,
  'company.activated': ({ company }) => `${company} agora está ativa`,
  'company.deactivated': ({ company }) => `${company} agora está inativa`,
  'company.deleted': ({ company }) => `${company} foi removida`,
  'settings.updated': () => 'Configurações da plataforma atualizadas',
};

function isKnownAction(action: string): action is ActivityAction {
  return Object.hasOwn(wordings, action);
}

function toActivity(row: ActivityRow) {
  const names = { user: row.userName ?? someone, company: row.companyName ?? someCompany };
  return {
    id: row.id,
    action: row.action,
    createdAt: row.createdAt,
    actorName: row.actorName,
    description: isKnownAction(row.action) ? wordings[row.action](names) : row.summary,
  };
}

export async function listRecentActivity(services: AppServices, limit: number) {
  const rows = await selectRecentActivity(services.db, limit);
  return rows.map(toActivity);
}
