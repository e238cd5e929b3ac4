import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import {
  ConnectionStateToast,
  LiveKitRoom,
  RoomAudioRenderer,
  VideoTrack,
  isTrackReference,
  useConnectionState,
  useLocalParticipant,
  useRoomContext,
  useTracks,
} from '@livekit/components-react';
import { ConnectionState, DisconnectReason, RoomEvent, Track } from 'livekit-client';
import { sessionMessages } from '@acolhe/shared/sessions';
import type { CallEngineProps } from '../engine/call-engine.ts';
import { otherPartyOf, type SessionDetails } from '../session-details.ts';
import { CallControls } from '../stage/call-controls.tsx';
import { CallStage } from '../stage/call-stage.tsx';
import { ConnectionBadge, type ConnectionLabel } from '../stage/connection-badge.tsx';
import { CameraOffCard, MutedBadge, StageMessage } from '../stage/participant-status.tsx';

const captureFor = (enabled: boolean, deviceId: string) =>
  enabled ? (deviceId ? { deviceId } : true) : false;

/** The LiveKit engine's call, connected with the waiting room's choices, in the same frame as the embedded one. */
export function LiveKitCallView({ details, join, choices, self, onLeave }: CallEngineProps<'livekit'>) {
  return (
    <Box data-testid="livekit-call">
      <LiveKitRoom
        serverUrl={join.url}
        token={join.token}
        connect
        video={captureFor(choices.devices === 'all' && choices.videoEnabled, choices.videoDeviceId)}
        audio={captureFor(choices.devices !== 'none' && choices.audioEnabled, choices.audioDeviceId)}
        onDisconnected={(reason) => {
          if (reason === DisconnectReason.CLIENT_INITIATED) onLeave();
        }}
      >
        <LiveKitStage details={details} selfName={self.name} />
        <RoomAudioRenderer />
        <Box data-lk-theme="default">
          <ConnectionStateToast />
        </Box>
      </LiveKitRoom>
    </Box>
  );
}

function labelOf(state: ConnectionState): ConnectionLabel {
  if (state === ConnectionState.Connected) return 'connected';
  if (state === ConnectionState.Connecting) return 'connecting';
  if (state === ConnectionState.Disconnected) return 'disconnected';
  return 'reconnecting';
}

function LiveKitStage({ details, selfName }: { details: SessionDetails; selfName: string }) {
  const room = useRoomContext();
  const connection = useConnectionState();
  const { localParticipant, isCameraEnabled, isMicrophoneEnabled } = useLocalParticipant();
  const cameras = useTracks([{ source: Track.Source.Camera, withPlaceholder: true }], {
    onlySubscribed: false,
  });
  const [otherLeft, setOtherLeft] = useState(false);
  const [hangingUp, setHangingUp] = useState(false);
  useEffect(() => {
    const left = () => setOtherLeft(true);
    const joined = () => setOtherLeft(false);
    room.on(RoomEvent.ParticipantDisconnected, left).on(RoomEvent.ParticipantConnected, joined);
    return () => {
      room.off(RoomEvent.ParticipantDisconnected, left).off(RoomEvent.ParticipantConnected, joined);
    };
  }, [room]);

  const remote = cameras.find((track) => !track.participant.isLocal);
  const local = cameras.find((track) => track.participant.isLocal);
  const otherName =
    remote?.participant.name || (details.role === 'patient' ? details.psychologistName : details.patientName);
  const remoteVideo = remote && isTrackReference(remote) && !remote.publication.isMuted ? remote : null;
  const localVideo = local && isTrackReference(local) && isCameraEnabled ? local : null;
  const toggle = (kind: 'camera' | 'microphone') =>
    void (kind === 'camera'
      ? localParticipant.setCameraEnabled(!isCameraEnabled)
      : localParticipant.setMicrophoneEnabled(!isMicrophoneEnabled));

  return (
    <CallStage
      title={`Sessão com ${otherPartyOf(details)}`}
      status={<ConnectionBadge state={labelOf(connection)} />}
      notice={otherLeft && !remote ? sessionMessages.otherLeft : null}
      remote={
        <>
          {remoteVideo && (
            <VideoTrack
              trackRef={remoteVideo}
              data-testid="remote-video"
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          )}
          {remote && !remoteVideo && <CameraOffCard name={otherName} remote />}
          {remote && !remote.participant.isMicrophoneEnabled && <MutedBadge />}
          {!remote && <StageMessage text={sessionMessages.waitingOther} />}
        </>
      }
      local={
        localVideo ? (
          <VideoTrack
            trackRef={localVideo}
            data-testid="local-video"
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <CameraOffCard name={selfName} remote={false} />
        )
      }
      controls={
        <CallControls
          media={{ camera: isCameraEnabled, microphone: isMicrophoneEnabled }}
          available={{ camera: true, microphone: true }}
          hangingUp={hangingUp}
          onToggle={toggle}
          onHangUp={() => {
            setHangingUp(true);
            void room.disconnect();
          }}
        />
      }
    />
  );
}
