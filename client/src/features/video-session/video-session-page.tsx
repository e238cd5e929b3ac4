import '@livekit/components-styles';
import { useEffect, useState } from 'react';
import { Alert, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useNavigate } from 'react-router';
import { sessionMessages } from '@acolhe/shared/sessions';
import { FullPageSpinner } from '../../components/full-page-spinner.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { paths, useIdParam } from '../../lib/paths.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { TelehealthConsent } from './consent/telehealth-consent.tsx';
import type { MediaChoices, SessionJoin } from './engine/call-engine.ts';
import { CallScreen } from './engine/call-screen.tsx';
import { forgetJoin, recallJoin, rememberJoin } from './rejoin-memory.ts';
import type { SessionDetails, SessionRole } from './session-details.ts';
import { SessionSummary } from './waiting-room/session-summary.tsx';
import { UrgentHelp } from './waiting-room/urgent-help.tsx';
import { WaitingRoom } from './waiting-room/waiting-room.tsx';

const exitPathOf: Record<SessionRole, string> = {
  patient: paths.patient.appointments,
  psychologist: paths.psychologist.dashboard,
};

/** The patient's and the psychologist's session page: the waiting room, then the call. */
export default function VideoSessionPage() {
  const appointmentId = useIdParam('appointmentId');
  if (!appointmentId) return <ErrorNotice text={sessionMessages.notFound} />;
  return <VideoSession key={appointmentId} appointmentId={appointmentId} />;
}

function VideoSession({ appointmentId }: { appointmentId: number }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { user } = useAuthSession();
  const details = useQuery({
    ...trpc.sessions.details.queryOptions({ appointmentId }),
    staleTime: 0,
    retry: false,
  });
  const join = useMutation(trpc.sessions.join.mutationOptions());
  const [call, setCall] = useState<{ join: SessionJoin; choices: MediaChoices } | null>(null);

  const start = (choices: MediaChoices) => {
    if (join.isPending) return;
    join.mutate(
      { appointmentId },
      {
        onSuccess: (result) => {
          rememberJoin(appointmentId, choices);
          setCall({ join: result, choices });
        },
        onError: (error) => {
          forgetJoin(appointmentId);
          // Consent was withdrawn or never stored (another tab, say): ask for it again.
          if (error instanceof TRPCClientError && error.data?.reason === 'TELEHEALTH_CONSENT_REQUIRED')
            void details.refetch();
        },
      },
    );
  };

  // Back from a reload in the middle of the call: straight in again, with the same devices.
  const canJoin = details.data?.canJoin === true;
  const { mutate, isIdle } = join;
  useEffect(() => {
    const recalled = recallJoin(appointmentId);
    if (!canJoin || !recalled || !isIdle) return;
    mutate(
      { appointmentId },
      {
        onSuccess: (result) => setCall({ join: result, choices: recalled }),
        onError: () => forgetJoin(appointmentId),
      },
    );
  }, [appointmentId, canJoin, isIdle, mutate]);

  if (details.isPending || !user) return <FullPageSpinner />;
  if (details.isError)
    return <ErrorNotice text={errorMessage(details.error, 'Não foi possível carregar a sessão.')} />;
  const session = details.data;
  const leave = () => {
    forgetJoin(appointmentId);
    void navigate(exitPathOf[session.role]);
  };

  if (call)
    return (
      <CallScreen details={session} join={call.join} choices={call.choices} self={user} onLeave={leave} />
    );
  return (
    <Stack gap="5" maxW="3xl" mx="auto">
      <PageHeader title="Sala de espera" description="Confira sua câmera e seu microfone antes de entrar." />
      <SessionSummary details={session} />
      <UrgentHelp />
      {asksConsent(session) ? (
        <TelehealthConsent
          psychologistId={session.psychologistId}
          psychologistName={session.psychologistName}
          onConsented={() => {
            join.reset();
            return details.refetch();
          }}
        />
      ) : (
        <WaitingRoom
          details={session}
          clockOffsetMs={Date.parse(session.serverNow) - details.dataUpdatedAt}
          userName={user.name}
          joining={join.isPending}
          joinError={join.isError ? errorMessage(join.error, 'Não foi possível entrar na sessão.') : null}
          onJoin={start}
        />
      )}
    </Stack>
  );
}

/** A patient's first consultation with this psychologist that can still take place: consent comes first. */
function asksConsent(session: SessionDetails): boolean {
  return session.consentNeeded && session.status === 'scheduled' && Date.parse(session.serverNow) < Date.parse(session.closesAt);
}

function ErrorNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
