import { Button, Link, Text } from '@chakra-ui/react';
import { LuCircleX } from 'react-icons/lu';
import { useLogout } from '../../lib/use-logout.ts';
import { AuthCard } from './auth-card.tsx';

export function RejectedApplicationScreen() {
  const logout = useLogout();
  return (
    <AuthCard title="Candidatura não aprovada" subtitle="Sua candidatura não foi aprovada">
      <LuCircleX size={40} style={{ margin: '0 auto', color: '#dc2626' }} aria-hidden />
      <Text textAlign="center">
        Analisamos seu cadastro e, neste momento, ele não foi aprovado. Enviamos os detalhes por e-mail. Em caso de dúvida,
        escreva para <Link href="mailto:contato@acolhe.com.br">contato@acolhe.com.br</Link>.
      </Text>
      <Button variant="outline" onClick={() => void logout()}>
        Sair
      </Button>
    </AuthCard>
  );
}
