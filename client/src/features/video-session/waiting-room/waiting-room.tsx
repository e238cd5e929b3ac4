import { useState } from 'react';
import { Alert, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { LocalUserChoices } from '@livekit/components-react';
import { sessionMessages } from '@acolhe/shared/sessions';
import { Countdown } from './countdown.tsx';
import { DevicePreview } from './device-preview.tsx';
import { useServerClock } from './use-server-clock.ts';
import { DeviceGuidance } from './device-guidance.tsx';
import type { MediaChoices } from '../engine/call-engine.ts';
import type { SessionDetails } from '../session-details.ts';

interface WaitingRoomProps {
  details: SessionDetails;
  /** Server clock minus client clock, from the details' serverNow. */
  clockOffsetMs: number;
  userName: string;
  joining: boolean;
  joinError: string | null;
  onJoin: (choices: MediaChoices) => void;
}

const withoutVideo = { videoEnabled: false, videoDeviceId: '', audioDeviceId: '' };

function choicesFrom(values: LocalUserChoices): MediaChoices {
  const { audioEnabled, videoEnabled, audioDeviceId, videoDeviceId } = values;
  return { audioEnabled, videoEnabled, audioDeviceId, videoDeviceId, devices: 'all' };
}

/** Before the call: the countdown outside the window, LiveKit's device preview inside it. */
export function WaitingRoom({
  details,
  clockOffsetMs,
  userName,
  joining,
  joinError,
  onJoin,
}: WaitingRoomProps) {
  const [deviceError, setDeviceError] = useState(false);
  const serverNow = useServerClock(clockOffsetMs);
  if (details.status !== 'scheduled') return <Notice text={sessionMessages.notScheduled} />;
  if (serverNow > Date.parse(details.closesAt)) return <Notice text={sessionMessages.closed} />;
  if (serverNow < Date.parse(details.opensAt)) {
    return (
      <Card.Root>
        <Card.Body>
          <Countdown opensAt={details.opensAt} serverNow={serverNow} />
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack gap="4">
      {deviceError && (
        <DeviceGuidance
          onAudioOnly={() => onJoin({ ...withoutVideo, audioEnabled: true, devices: 'audio' })}
          onNoDevices={() => onJoin({ ...withoutVideo, audioEnabled: false, devices: 'none' })}
        />
      )}
      <DevicePreview
        userName={userName}
        canJoin={() => !joining}
        onJoin={(values) => onJoin(choicesFrom(values))}
        onDeviceError={() => setDeviceError(true)}
      />
      {joining && (
        <HStack gap="2" color="gray.600">
          <Spinner size="sm" /> <Text>Entrando na sessão...</Text>
        </HStack>
      )}
      {joinError && <Notice text={joinError} status="error" />}
    </Stack>
  );
}

function Notice({ text, status = 'info' }: { text: string; status?: 'info' | 'error' }) {
  return (
    <Alert.Root status={status} variant="subtle" role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
