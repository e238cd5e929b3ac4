import { LuCalendarDays, LuLayoutDashboard, LuSearch, LuUser } from 'react-icons/lu';
import { paths } from '../../lib/paths.ts';
import { SidebarLayout } from './sidebar-layout.tsx';

const items = [
  { to: paths.patient.dashboard, label: 'Início', icon: LuLayoutDashboard },
  { to: paths.directory, label: 'Encontrar psicólogo', icon: LuSearch },
  { to: paths.patient.appointments, label: 'Minhas consultas', icon: LuCalendarDays },
  { to: paths.patient.profile, label: 'Meu perfil', icon: LuUser },
];

export function PatientLayout() {
  return <SidebarLayout items={items} roleLabel="Paciente" />;
}
