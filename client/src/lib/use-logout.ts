import { useNavigate } from 'react-router';
import { messages } from '@acolhe/shared/messages';
import { useAuthSession } from './auth-session.tsx';
import { notifySuccess } from './notify.ts';
import { paths } from './paths.ts';

export function useLogout(): () => Promise<void> {
  const { signOut } = useAuthSession();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    notifySuccess(messages.logoutSuccess);
    await navigate(paths.home, { replace: true });
  };
}
