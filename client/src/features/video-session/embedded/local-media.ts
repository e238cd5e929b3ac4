import type { MediaChoices } from '../engine/call-engine.ts';

function constraintFor(deviceId: string): MediaTrackConstraints | boolean {
  return deviceId && deviceId !== 'default' ? { deviceId: { ideal: deviceId } } : true;
}

async function capture(constraints: MediaStreamConstraints): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  try {
    return await navigator.mediaDevices.getUserMedia(constraints);
  } catch {
    return null;
  }
}

/**
 * The camera and microphone chosen in the waiting room, falling back to audio only and then to
 * nothing, so a participant without devices can still see and hear the other one. A device switched
 * off in the waiting room is still captured (disabled), so it can be switched on during the call.
 */
export async function openLocalMedia(choices: MediaChoices): Promise<MediaStream> {
  const audio = constraintFor(choices.audioDeviceId);
  const stream =
    (choices.devices === 'all'
      ? await capture({ audio, video: constraintFor(choices.videoDeviceId) })
      : null) ??
    (choices.devices !== 'none' ? await capture({ audio }) : null) ??
    new MediaStream();
  for (const track of stream.getAudioTracks()) track.enabled = choices.audioEnabled;
  for (const track of stream.getVideoTracks()) track.enabled = choices.videoEnabled;
  return stream;
}

export function stopMedia(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
