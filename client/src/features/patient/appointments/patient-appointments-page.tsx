import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { LuCalendarX, LuSearch } from 'react-icons/lu';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../lib/paths.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { AppointmentFilterButtons, type AppointmentFilter } from './appointment-filter.tsx';
import { AppointmentList, AppointmentListError, AppointmentListLoading } from './appointment-list.tsx';
import type { PatientAppointment } from '../appointment-format.ts';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { CancelRestDialog } from './cancel-rest-dialog.tsx';
import { useCancelRest } from './use-cancel-rest.ts';
import { ReviewAppointmentDialog } from './review-appointment-dialog.tsx';
import { useAppointmentActions } from './use-appointment-actions.ts';
import { useAppointmentFilter } from './use-appointment-filter.ts';
import { useNow } from '../../../lib/use-now.ts';

const emptyDescriptions: Record<AppointmentFilter, string> = {
  all: 'Quando você agendar uma consulta, ela aparecerá aqui.',
  scheduled: 'Você não tem consultas agendadas.',
  completed: 'Você ainda não tem consultas concluídas.',
  cancelled: 'Você não tem consultas canceladas.',
};

export function PatientAppointmentsPage() {
  const trpc = useTRPC();
  const now = useNow();
  const [filter, setFilter] = useAppointmentFilter();
  const [cancelling, setCancelling] = useState<PatientAppointment | null>(null);
  const [reviewing, setReviewing] = useState<PatientAppointment | null>(null);
  const [lateByServer, setLateByServer] = useState(false);
  const closeCancel = () => {
    setCancelling(null);
    setLateByServer(false);
  };
  const [cancellingRest, setCancellingRest] = useState<PatientAppointment | null>(null);
  const [restLateWarning, setRestLateWarning] = useState<string | null>(null);
  const closeCancelRest = () => {
    setCancellingRest(null);
    setRestLateWarning(null);
  };
  const cancelRest = useCancelRest({ onDone: closeCancelRest, onLate: setRestLateWarning });
  const list = useQuery({ ...trpc.appointments.list.queryOptions({ status: filter }), placeholderData: keepPreviousData });
  const { cancel, review } = useAppointmentActions({
    onDone: () => {
      closeCancel();
      setReviewing(null);
    },
    onLate: () => setLateByServer(true),
  });

  const renderList = () => {
    if (list.isPending) return <AppointmentListLoading />;
    if (list.isError) return <AppointmentListError error={list.error} onRetry={() => void list.refetch()} />;
    if (list.data.length === 0) {
      return <EmptyState icon={<LuCalendarX />} title="Nenhuma consulta encontrada" description={emptyDescriptions[filter]} />;
    }
    return (
      <AppointmentList
        appointments={list.data}
        stale={list.isPlaceholderData}
        now={now}
        onCancel={setCancelling}
        onReview={setReviewing}
        onCancelRest={setCancellingRest}
      />
    );
  };

  return (
    <>
      <PageHeader
        title="Minhas consultas"
        description="Acompanhe, cancele ou entre nas suas consultas."
        actions={
          <Button asChild colorPalette="teal">
            <RouterLink to={paths.directory}>
              <LuSearch /> Agendar nova consulta
            </RouterLink>
          </Button>
        }
      />
      <AppointmentFilterButtons value={filter} onChange={setFilter} />
      {renderList()}
      <CancelAppointmentDialog
        key={cancelling?.id ?? 'none'}
        appointment={cancelling}
        lateByServer={lateByServer}
        cancelling={cancel.isPending}
        now={now}
        onConfirm={({ id }, acceptLate) => cancel.mutate({ id, acceptLate })}
        onClose={closeCancel}
      />
      <CancelRestDialog
        key={`rest-${cancellingRest?.id ?? 'none'}`}
        appointment={cancellingRest}
        serverWarning={restLateWarning}
        cancelling={cancelRest.isPending}
        now={now}
        onConfirm={({ id }, acceptLate) => cancelRest.mutate({ appointmentId: id, acceptLate })}
        onClose={closeCancelRest}
      />
      <ReviewAppointmentDialog
        key={reviewing?.id ?? 'none'}
        appointment={reviewing}
        saving={review.isPending}
        onSubmit={({ id }, rating, comment) => review.mutate({ appointmentId: id, rating, comment: comment || undefined })}
        onClose={() => setReviewing(null)}
      />
    </>
  );
}
