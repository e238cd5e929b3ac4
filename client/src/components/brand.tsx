import { HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuHeartHandshake } from 'react-icons/lu';
import { paths } from '../lib/paths.ts';

export function Brand({ to = paths.home }: { to?: string }) {
  return (
    <RouterLink to={to} aria-label="Acolhe — página inicial">
      <HStack gap="2" color="brand.fg">
        <LuHeartHandshake size={26} />
        <Text fontWeight="bold" fontSize="xl">
          Acolhe
        </Text>
      </HStack>
    </RouterLink>
  );
}
