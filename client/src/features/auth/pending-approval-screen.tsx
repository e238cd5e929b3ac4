import { Button, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { LuHourglass } from 'react-icons/lu';
import { useAuthSession } from '../../lib/auth-session.tsx';
import { paths } from '../../lib/paths.ts';
import { AuthCard } from './auth-card.tsx';

export function PendingApprovalScreen() {
  const { signOut } = useAuthSession();
  const navigate = useNavigate();
  const loginAgain = async () => {
    await signOut(paths.login);
    await navigate(paths.login, { replace: true });
  };
  return (
    <AuthCard title="Aguardando Aprovação" subtitle="Seu cadastro está em análise">
      <LuHourglass size={40} style={{ margin: '0 auto', color: '#d97706' }} aria-hidden />
      <Text textAlign="center">
        Recebemos sua candidatura e nossa equipe está analisando seus dados. Você receberá um e-mail assim que seu cadastro
        for aprovado.
      </Text>
      <Button colorPalette="teal" onClick={() => void loginAgain()}>
        Entrar novamente
      </Button>
    </AuthCard>
  );
}
