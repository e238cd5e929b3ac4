import { Clipboard, Code, HStack, IconButton } from '@chakra-ui/react';
import { LuCheck, LuCopy } from 'react-icons/lu';

/** The company code employees type at registration, with a button that copies it. */
export function CompanyCode({ code, size = 'sm' }: { code: string; size?: 'sm' | 'lg' }) {
  return (
    <Clipboard.Root value={code}>
      <HStack gap="1">
        <Code size={size} data-testid="company-code">
          {code}
        </Code>
        <Clipboard.Trigger asChild>
          <IconButton variant="ghost" size={size === 'lg' ? 'sm' : '2xs'} aria-label={`Copiar código ${code}`}>
            <Clipboard.Indicator copied={<LuCheck />}>
              <LuCopy />
            </Clipboard.Indicator>
          </IconButton>
        </Clipboard.Trigger>
      </HStack>
    </Clipboard.Root>
  );
}
