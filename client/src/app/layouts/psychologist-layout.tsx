import { LuCalendarCog, LuChartColumn, LuLayoutDashboard, LuSettings, LuUsers } from 'react-icons/lu';
import { PendingApprovalScreen } from '../../features/auth/pending-approval-screen.tsx';
import { RejectedApplicationScreen } from '../../features/auth/rejected-application-screen.tsx';
import { useSession } from '../session.tsx';
import { SidebarLayout } from './sidebar-layout.tsx';

const items = [
  { to: '/psychologist/dashboard', label: 'Painel', icon: LuLayoutDashboard },
  { to: '/psychologist/schedule', label: 'Agenda', icon: LuCalendarCog },
  { to: '/psychologist/patients', label: 'Pacientes', icon: LuUsers },
  { to: '/psychologist/reports', label: 'Relatórios', icon: LuChartColumn },
  { to: '/psychologist/settings', label: 'Configurações', icon: LuSettings },
];

/** An applicant who is not approved sees where their application stands instead of the area. */
export function PsychologistLayout() {
  const { user } = useSession();
  if (user?.status === 'pending') return <PendingApprovalScreen />;
  if (user?.status === 'rejected') return <RejectedApplicationScreen />;
  return <SidebarLayout items={items} roleLabel="Psicólogo(a)" />;
}
