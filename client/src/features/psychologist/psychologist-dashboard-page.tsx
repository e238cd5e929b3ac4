import { PageHeader } from '../../components/page-header.tsx';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { PsychologistAppointments } from './psychologist-appointments.tsx';
import { PsychologistMonthStats } from './psychologist-month-stats.tsx';

export function PsychologistDashboardPage() {
  const { user } = useAuthSession();
  return (
    <>
      <PageHeader title={`Olá, ${user?.name ?? ''}`} description="Resumo do seu mês no Acolhe." />
      <PsychologistMonthStats />
      <PsychologistAppointments />
    </>
  );
}
