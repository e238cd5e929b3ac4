import { useEffect, useRef, useState } from 'react';
import { Box, Button, chakra } from '@chakra-ui/react';
import { LuVolume2 } from 'react-icons/lu';

interface StreamVideoProps {
  stream: MediaStream | null;
  /** The own preview: muted and mirrored. */
  local?: boolean;
  hidden?: boolean;
  testId: string;
}

/**
 * A <video> playing a MediaStream. When the browser refuses to autoplay with sound (a reload has no
 * user gesture), it plays muted and offers to turn the sound on.
 */
export function StreamVideo({ stream, local = false, hidden = false, testId }: StreamVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (!stream || local) return;
    video.play().catch(() => {
      video.muted = true;
      setSoundBlocked(true);
      void video.play().catch(() => undefined);
    });
  }, [stream, local]);

  const enableSound = () => {
    const video = ref.current;
    if (!video) return;
    video.muted = false;
    void video.play().then(() => setSoundBlocked(false));
  };

  return (
    <>
      <chakra.video
        ref={ref}
        autoPlay
        playsInline
        muted={local}
        data-testid={testId}
        w="full"
        h="full"
        objectFit={local ? 'cover' : 'contain'}
        transform={local ? 'scaleX(-1)' : undefined}
        visibility={hidden ? 'hidden' : 'visible'}
      />
      {soundBlocked && (
        <Box position="absolute" top="3" left="3">
          <Button size="sm" onClick={enableSound}>
            <LuVolume2 /> Ativar som
          </Button>
        </Box>
      )}
    </>
  );
}
