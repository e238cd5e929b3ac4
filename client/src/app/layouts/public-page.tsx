import { Box, Container } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { PublicHeader } from '../../components/navigation/public-header.tsx';

export function PublicPage() {
  return (
    <Box minH="100vh">
      <PublicHeader />
      <Container as="main" maxW="6xl" py={{ base: '6', md: '10' }}>
        <Outlet />
      </Container>
    </Box>
  );
}
