import { Alert, Button, Wrap } from '@chakra-ui/react';
import { LuMic, LuVideoOff } from 'react-icons/lu';
import { sessionMessages } from '@acolhe/shared/sessions';

/** The camera or microphone was denied or is missing: say so, and offer ways in without them. */
export function DeviceGuidance({
  onAudioOnly,
  onNoDevices,
}: {
  onAudioOnly: () => void;
  onNoDevices: () => void;
}) {
  return (
    <Alert.Root status="warning" variant="subtle" data-testid="device-guidance">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Description>{sessionMessages.cameraDenied}</Alert.Description>
        <Wrap gap="2">
          <Button size="sm" colorPalette="teal" onClick={onAudioOnly}>
            <LuMic /> Entrar só com áudio
          </Button>
          <Button size="sm" variant="outline" onClick={onNoDevices}>
            <LuVideoOff /> Entrar sem câmera e microfone
          </Button>
        </Wrap>
      </Alert.Content>
    </Alert.Root>
  );
}
