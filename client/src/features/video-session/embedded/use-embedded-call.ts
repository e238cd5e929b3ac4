import { useEffect, useMemo, useRef, useState } from 'react';
import { useTRPCClient } from '../../../lib/trpc.ts';
import { initialSnapshot } from './call-snapshot.ts';
import { EmbeddedCall } from './embedded-call.ts';
import { openLocalMedia, stopMedia } from './local-media.ts';
import { createSignalSender, openSignalChannel } from './signal-channel.ts';
import type { MediaChoices, MediaState } from '../engine/call-engine.ts';
import type { SessionRole } from '../session-details.ts';

interface EmbeddedCallInput {
  appointmentId: number;
  role: SessionRole;
  selfId: number;
  iceServers: RTCIceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
  choices: MediaChoices;
}

const hangUpWaitMs = 1500;

/** What the other side should show: a device that could not be opened counts as off. */
function effectiveMedia(state: MediaState, stream: MediaStream): MediaState {
  return {
    camera: state.camera && stream.getVideoTracks().length > 0,
    microphone: state.microphone && stream.getAudioTracks().length > 0,
  };
}

/** The embedded engine seen from React: local media, the call over the signalling stream, toggles and hang-up. */
export function useEmbeddedCall({
  appointmentId,
  role,
  selfId,
  iceServers,
  iceTransportPolicy,
  choices,
}: EmbeddedCallInput) {
  const client = useTRPCClient();
  const send = useMemo(() => createSignalSender(client, appointmentId), [client, appointmentId]);
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [snapshot, setSnapshot] = useState(initialSnapshot);
  const [signalling, setSignalling] = useState<'connecting' | 'live' | 'lost'>('connecting');
  const [media, setMedia] = useState<MediaState>({
    camera: choices.videoEnabled,
    microphone: choices.audioEnabled,
  });
  const mediaRef = useRef(media);
  const callRef = useRef<EmbeddedCall | null>(null);

  useEffect(() => {
    let cancelled = false;
    let opened: MediaStream | null = null;
    void openLocalMedia(choices).then((stream) => {
      if (cancelled) return stopMedia(stream);
      opened = stream;
      setLocalStream(stream);
    });
    return () => {
      cancelled = true;
      stopMedia(opened);
    };
  }, [choices]);

  useEffect(() => {
    if (!localStream) return;
    const call = new EmbeddedCall({
      role,
      selfId,
      iceServers,
      iceTransportPolicy,
      stream: localStream,
      send: (payload) => void send(payload),
      media: () => effectiveMedia(mediaRef.current, localStream),
      onChange: setSnapshot,
    });
    callRef.current = call;
    const close = openSignalChannel(client, appointmentId, {
      onEvent: (event) => call.handle(event),
      onLive: (live) =>
        setSignalling((previous) => (live ? 'live' : previous === 'connecting' ? 'connecting' : 'lost')),
    });
    return () => {
      close();
      call.close();
      callRef.current = null;
    };
  }, [localStream, client, appointmentId, role, selfId, iceServers, iceTransportPolicy, send]);

  const setDevice = (kind: keyof MediaState, on: boolean) => {
    const next = { ...mediaRef.current, [kind]: on };
    mediaRef.current = next;
    setMedia(next);
    const tracks = kind === 'camera' ? localStream?.getVideoTracks() : localStream?.getAudioTracks();
    for (const track of tracks ?? []) track.enabled = on;
    if (kind === 'camera') callRef.current?.cameraChanged();
    if (localStream) void send({ kind: 'media', ...effectiveMedia(next, localStream) });
  };
  const toggle = (kind: keyof MediaState) => setDevice(kind, !mediaRef.current[kind]);

  /** The connection is too weak for video: stop sending it (the other side sees the camera off), keep talking. */
  const continueAudioOnly = () => {
    setDevice('camera', false);
    callRef.current?.dismissAudioOnlyOffer();
  };
  const keepVideo = () => callRef.current?.dismissAudioOnlyOffer();

  /** Tells the other side first (briefly awaited), then releases the camera and the connection. */
  const hangUp = async () => {
    await Promise.race([
      send({ kind: 'hangup' }),
      new Promise((resolve) => window.setTimeout(resolve, hangUpWaitMs)),
    ]);
    callRef.current?.close();
    stopMedia(localStream);
  };

  const available = {
    camera: (localStream?.getVideoTracks().length ?? 0) > 0,
    microphone: (localStream?.getAudioTracks().length ?? 0) > 0,
  };
  return { localStream, snapshot, signalling, media, available, toggle, continueAudioOnly, keepVideo, hangUp };
}
