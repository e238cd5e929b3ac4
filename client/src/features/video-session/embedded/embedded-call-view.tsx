import { useState } from 'react';
import { sessionMessages } from '@acolhe/shared/sessions';
import type { CallEngineProps } from '../engine/call-engine.ts';
import { otherPartyOf } from '../session-details.ts';
import { CallControls } from '../stage/call-controls.tsx';
import { CallStage } from '../stage/call-stage.tsx';
import { ConnectionBadge, type ConnectionLabel } from '../stage/connection-badge.tsx';
import { CameraOffCard, MutedBadge, StageMessage } from '../stage/participant-status.tsx';
import { AudioOnlyOffer, CallFailureAlert } from './call-alerts.tsx';
import { StreamVideo } from './stream-video.tsx';
import { useEmbeddedCall } from './use-embedded-call.ts';

/** The embedded engine's call: the other participant large, the own preview small, the controls below. */
export function EmbeddedCallView({ details, join, choices, self, onLeave }: CallEngineProps<'embedded'>) {
  const call = useEmbeddedCall({
    appointmentId: details.appointmentId,
    role: details.role,
    selfId: self.id,
    iceServers: join.iceServers,
    iceTransportPolicy: join.iceTransportPolicy,
    choices,
  });
  const [hangingUp, setHangingUp] = useState(false);
  const { snapshot, signalling } = call;
  const otherName = details.role === 'patient' ? details.psychologistName : details.patientName;
  const present = snapshot.remoteName !== null;

  const hangUp = () => {
    setHangingUp(true);
    void call.hangUp().then(onLeave);
  };

  const state: ConnectionLabel | null =
    signalling === 'lost'
      ? 'reconnecting'
      : signalling === 'connecting'
        ? 'connecting'
        : present
          ? snapshot.connection
          : null;
  const cameraOn = call.media.camera && call.available.camera;
  return (
    <CallStage
      title={`Sessão com ${otherPartyOf(details)}`}
      status={state && <ConnectionBadge state={state} />}
      notice={snapshot.otherLeft && !present ? sessionMessages.otherLeft : null}
      alerts={
        <>
          {present && snapshot.failure && <CallFailureAlert failure={snapshot.failure} />}
          {present && snapshot.audioOnlyOffered && (
            <AudioOnlyOffer onAudioOnly={call.continueAudioOnly} onKeepVideo={call.keepVideo} />
          )}
        </>
      }
      remote={
        <>
          <StreamVideo
            stream={snapshot.remoteStream}
            testId="remote-video"
            hidden={!present || !snapshot.remoteMedia.camera}
          />
          {present && !snapshot.remoteMedia.camera && (
            <CameraOffCard name={snapshot.remoteName ?? otherName} remote />
          )}
          {present && !snapshot.remoteMedia.microphone && <MutedBadge />}
          {!present && <StageMessage text={sessionMessages.waitingOther} />}
        </>
      }
      local={
        <>
          <StreamVideo stream={call.localStream} local testId="local-video" hidden={!cameraOn} />
          {!cameraOn && <CameraOffCard name={self.name} remote={false} />}
        </>
      }
      controls={
        <CallControls
          media={call.media}
          available={call.available}
          hangingUp={hangingUp}
          onToggle={call.toggle}
          onHangUp={hangUp}
        />
      }
    />
  );
}
