import { LuCalendarCog, LuChartColumn, LuLayoutDashboard, LuSettings, LuUsers } from 'react-icons/lu';
import { PendingApprovalScreen } from '../../features/auth/pending-approval-screen.tsx';
import { RejectedApplicationScreen } from '../../features/auth/rejected-application-screen.tsx';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { paths } from '../../lib/paths.ts';
import { SidebarLayout } from './sidebar-layout.tsx';

const items = [
  { to: paths.psychologist.dashboard, label: 'Painel', icon: LuLayoutDashboard },
  { to: paths.psychologist.agenda, label: 'Agenda', icon: LuCalendarCog },
  { to: paths.psychologist.patients, label: 'Pacientes', icon: LuUsers },
  { to: paths.psychologist.reports, label: 'Relatórios', icon: LuChartColumn },
  { to: paths.psychologist.settings, label: 'Configurações', icon: LuSettings },
];

/** An applicant who is not approved sees where their application stands instead of the area. */
export function PsychologistLayout() {
  const { user } = useAuthSession();
  if (user?.status === 'pending') return <PendingApprovalScreen />;
  if (user?.status === 'rejected') return <RejectedApplicationScreen />;
  return <SidebarLayout items={items} roleLabel="Psicólogo(a)" />;
}
