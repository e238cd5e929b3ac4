import { EmbeddedCallView } from '../embedded/embedded-call-view.tsx';
import { LiveKitCallView } from '../livekit/livekit-call-view.tsx';
import type { MediaChoices, SessionDetails, SessionJoin } from '../session-types.ts';

interface CallScreenProps {
  details: SessionDetails;
  join: SessionJoin;
  choices: MediaChoices;
  self: { id: number; name: string };
  onLeave: () => void;
}

/** The server decides the engine: a LiveKit room when it is configured, otherwise peer to peer. */
export function CallScreen({ details, join, choices, self, onLeave }: CallScreenProps) {
  if (join.engine === 'livekit') {
    return (
      <LiveKitCallView
        details={details}
        join={join}
        choices={choices}
        selfName={self.name}
        onLeave={onLeave}
      />
    );
  }
  return (
    <EmbeddedCallView
      details={details}
      join={join}
      choices={choices}
      selfId={self.id}
      selfName={self.name}
      onLeave={onLeave}
    />
  );
}
