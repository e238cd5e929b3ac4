import { useNavigate } from 'react-router';
import { messages } from '@acolhe/shared/messages';
import { notifySuccess } from '../components/toaster.tsx';
import { useSession } from './session.tsx';

export function useLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    notifySuccess(messages.logoutSuccess);
    await navigate('/', { replace: true });
  };
}
