import '@livekit/components-styles';
import { useEffect, useState } from 'react';
import { Alert, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { sessionMessages } from '@acolhe/shared/sessions';
import { errorMessage } from '../../app/error-message.ts';
import { FullPageSpinner } from '../../app/guards.tsx';
import { useSession } from '../../app/session.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { CallScreen } from './call-screen.tsx';
import { forgetJoin, recallJoin, rememberJoin } from './rejoin-memory.ts';
import { SessionSummary } from './session-summary.tsx';
import { exitPathByRole, type MediaChoices, type SessionJoin } from './session-types.ts';
import { WaitingRoom } from './waiting-room.tsx';

/** /patient/session/:sessionId and /psychologist/session/:id: the waiting room, then the call. */
export default function VideoSessionPage() {
  const params = useParams();
  const appointmentId = Number(params.sessionId ?? params.id);
  if (!Number.isInteger(appointmentId) || appointmentId <= 0)
    return <ErrorNotice text={sessionMessages.notFound} />;
  return <VideoSession key={appointmentId} appointmentId={appointmentId} />;
}

function VideoSession({ appointmentId }: { appointmentId: number }) {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { user } = useSession();
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
        onError: () => forgetJoin(appointmentId),
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
    void navigate(exitPathByRole[session.role]);
  };

  if (call)
    return (
      <CallScreen details={session} join={call.join} choices={call.choices} self={user} onLeave={leave} />
    );
  return (
    <Stack gap="5" maxW="3xl" mx="auto">
      <PageHeader title="Sala de espera" description="Confira sua câmera e seu microfone antes de entrar." />
      <SessionSummary details={session} />
      <WaitingRoom
        details={session}
        clockOffsetMs={Date.parse(session.serverNow) - details.dataUpdatedAt}
        userName={user.name}
        joining={join.isPending}
        joinError={join.isError ? errorMessage(join.error, 'Não foi possível entrar na sessão.') : null}
        onJoin={start}
      />
    </Stack>
  );
}

function ErrorNotice({ text }: { text: string }) {
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
