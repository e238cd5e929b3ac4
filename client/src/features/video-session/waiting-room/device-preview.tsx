import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { PreJoin, type LocalUserChoices } from '@livekit/components-react';

const deviceMenuNames = [
  ['.lk-button-group.audio .lk-button-menu', 'Escolher microfone'],
  ['.lk-button-group.video .lk-button-menu', 'Escolher câmera'],
] as const;

/**
 * LiveKit's PreJoin draws its device-menu buttons with an icon only and takes no prop to name them, so
 * they are named here, in pt-BR, again whenever PreJoin draws them anew.
 */
function useDeviceMenuNames() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const name = () => {
      for (const [selector, label] of deviceMenuNames) {
        const button = root.querySelector(selector);
        if (button && button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label);
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return container;
}

/*
 * LiveKit's variables set to our light palette (contrast worked out in app/theme.ts): the join button is
 * the brand's solid teal with white text (5.47:1, 7.00:1 on hover), controls gray.800 on gray.100.
 */
const palette = {
  colorScheme: 'light',
  '--lk-bg': 'var(--chakra-colors-white)',
  '--lk-bg2': 'var(--chakra-colors-gray-100)',
  '--lk-bg3': 'var(--chakra-colors-gray-200)',
  '--lk-bg4': 'var(--chakra-colors-teal-100)',
  '--lk-bg5': 'var(--chakra-colors-teal-200)',
  '--lk-fg': 'var(--chakra-colors-gray-800)',
  '--lk-border-color': 'var(--chakra-colors-gray-200)',
  '--lk-accent-fg': 'var(--chakra-colors-white)',
  '--lk-accent-bg': 'var(--chakra-colors-brand-solid)',
  '--lk-accent2': 'var(--chakra-colors-teal-700)',
  '--lk-accent3': 'var(--chakra-colors-teal-700)',
  '--lk-accent4': 'var(--chakra-colors-teal-800)',
  '--lk-font-family': 'var(--chakra-fonts-body)',
  '--lk-box-shadow': 'var(--chakra-shadows-md)',
};

interface DevicePreviewProps {
  userName: string;
  canJoin: () => boolean;
  onJoin: (values: LocalUserChoices) => void;
  onDeviceError: () => void;
}

/** LiveKit's PreJoin in our colours and words: camera preview, device choice and 'Entrar na sessão'. */
export function DevicePreview({ userName, canJoin, onJoin, onDeviceError }: DevicePreviewProps) {
  const container = useDeviceMenuNames();
  return (
    <Box
      ref={container}
      data-lk-theme="default"
      bg="white"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      p="4"
      css={{
        '&[data-lk-theme]': palette,
        '& .lk-username-container input': { display: 'none' },
        '& .lk-prejoin': { width: '100%' },
        '& .lk-button:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
      }}
    >
      <PreJoin
        defaults={{ username: userName, audioEnabled: true, videoEnabled: true }}
        persistUserChoices={false}
        onValidate={canJoin}
        onSubmit={onJoin}
        onError={onDeviceError}
        joinLabel="Entrar na sessão"
        micLabel="Microfone"
        camLabel="Câmera"
        userLabel="Seu nome"
      />
    </Box>
  );
}
