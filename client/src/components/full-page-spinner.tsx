import { Center, Spinner } from '@chakra-ui/react';

export function FullPageSpinner() {
  return (
    <Center minH="60vh" aria-busy="true">
      <Spinner size="xl" color="brand.solid" />
    </Center>
  );
}
