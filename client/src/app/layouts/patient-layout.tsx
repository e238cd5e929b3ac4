import { LuCalendarDays, LuLayoutDashboard, LuSearch, LuUser } from 'react-icons/lu';
import { SidebarLayout } from './sidebar-layout.tsx';

const items = [
  { to: '/patient/dashboard', label: 'Início', icon: LuLayoutDashboard },
  { to: '/agenda', label: 'Encontrar psicólogo', icon: LuSearch },
  { to: '/patient/appointments', label: 'Minhas consultas', icon: LuCalendarDays },
  { to: '/patient/profile', label: 'Meu perfil', icon: LuUser },
];

export function PatientLayout() {
  return <SidebarLayout items={items} roleLabel="Paciente" />;
}
