import { EmbeddedCallView } from '../embedded/embedded-call-view.tsx';
import { LiveKitCallView } from '../livekit/livekit-call-view.tsx';
import type { CallEngineProps } from './call-engine.ts';

/** The server decides the engine: a LiveKit room when it is configured, otherwise peer to peer. */
export function CallScreen({ join, ...call }: CallEngineProps) {
  if (join.engine === 'livekit') return <LiveKitCallView {...call} join={join} />;
  return <EmbeddedCallView {...call} join={join} />;
}
