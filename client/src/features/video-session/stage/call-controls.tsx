import { HStack, IconButton } from '@chakra-ui/react';
import { LuMic, LuMicOff, LuPhoneOff, LuVideo, LuVideoOff } from 'react-icons/lu';
import type { MediaState } from '../engine/call-engine.ts';

interface CallControlsProps {
  media: MediaState;
  available: MediaState;
  hangingUp: boolean;
  onToggle: (kind: keyof MediaState) => void;
  onHangUp: () => void;
}

export function CallControls({ media, available, hangingUp, onToggle, onHangUp }: CallControlsProps) {
  const microphoneOn = media.microphone && available.microphone;
  const cameraOn = media.camera && available.camera;
  return (
    <HStack justify="center" gap="4" py="2">
      <IconButton
        aria-label={microphoneOn ? 'Desligar microfone' : 'Ligar microfone'}
        aria-pressed={!microphoneOn}
        disabled={!available.microphone}
        rounded="full"
        size="xl"
        variant={microphoneOn ? 'subtle' : 'solid'}
        colorPalette={microphoneOn ? 'gray' : 'red'}
        onClick={() => onToggle('microphone')}
      >
        {microphoneOn ? <LuMic /> : <LuMicOff />}
      </IconButton>
      <IconButton
        aria-label={cameraOn ? 'Desligar câmera' : 'Ligar câmera'}
        aria-pressed={!cameraOn}
        disabled={!available.camera}
        rounded="full"
        size="xl"
        variant={cameraOn ? 'subtle' : 'solid'}
        colorPalette={cameraOn ? 'gray' : 'red'}
        onClick={() => onToggle('camera')}
      >
        {cameraOn ? <LuVideo /> : <LuVideoOff />}
      </IconButton>
      <IconButton
        aria-label="Encerrar chamada"
        rounded="full"
        size="xl"
        colorPalette="red"
        loading={hangingUp}
        onClick={onHangUp}
      >
        <LuPhoneOff />
      </IconButton>
    </HStack>
  );
}
