import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { LuStethoscope } from 'react-icons/lu';
import { paths } from '../../lib/paths.ts';

export function PsychologistInviteBanner() {
  return (
    <Flex
      as="aside"
      aria-label="Convite para psicólogos"
      direction={{ base: 'column', md: 'row' }}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      gap="4"
      mt="10"
      p={{ base: '5', md: '6' }}
      bg="brand.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
      rounded="lg"
    >
      <Flex gap="3" align="start">
        <Box flexShrink="0" color="brand.fg" aria-hidden>
          <LuStethoscope size="28" />
        </Box>
        <div>
          <Heading as="h2" size="md">
            É psicólogo? Cadastre-se e atenda pelo Acolhe
          </Heading>
          <Text color="gray.600" fontSize="sm">
            Receba pacientes de todo o Brasil, com agenda e teleconsulta no mesmo lugar.
          </Text>
        </div>
      </Flex>
      <Button asChild colorPalette="teal">
        <RouterLink to={paths.register}>Cadastrar-se como psicólogo</RouterLink>
      </Button>
    </Flex>
  );
}
