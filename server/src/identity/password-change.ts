import { messages } from '@acolhe/shared/messages';
import { profileMessages, type ChangePasswordInput } from '@acolhe/shared/patient-profile';
import { passwordProblem } from '@acolhe/shared/password-policy';
import { DomainError } from '../errors.ts';
import type { RequestServices } from '../services.ts';
import { endOtherAuthSessions } from './auth-session.service.ts';
import { updatePasswordHash } from './identity.repository.ts';
import { hashPassword } from './password.ts';
import { confirmPassword } from './password-confirmation.ts';

/** Whose password changes: the signed-in user, of any role. */
export interface PasswordHolder {
  id: number;
  email: string;
  name: string;
}

/** Tells the account that its password changed, so its owner notices a change they did not make. */
function passwordChangedMail(name: string) {
  return {
    subject: 'Sua senha do Acolhe foi alterada',
    text: [
      `Olá, ${name}.`,
      '',
      'A senha da sua conta no Acolhe acaba de ser alterada, e os acessos abertos em outros dispositivos foram encerrados.',
      'Se não foi você, redefina a senha e fale com o suporte do Acolhe.',
      '',
      'Equipe Acolhe',
    ].join('\n'),
  };
}

/**
 * 'Alterar senha', for every role: the current password (counted by the login throttle), a new one under
 * the password policy, then every other sign-in ends (whoever may have learnt the old password loses
 * access; this browser stays signed in) and the account is told by e-mail, written in the same
 transaction as the new password.
 */
export async function changePassword(
  services: RequestServices,
  user: PasswordHolder,
  authSessionToken: string | null,
  input: ChangePasswordInput,
): Promise<{ ok: true }> {
  if (!authSessionToken) throw new DomainError('UNAUTHORIZED', messages.notSignedIn);
  await confirmPassword(services, user, input.currentPassword, profileMessages.wrongCurrentPassword);
  if (input.newPassword === input.currentPassword)
    throw new DomainError('BAD_REQUEST', profileMessages.samePassword, { reason: 'SAME_PASSWORD' });
  const problem = await passwordProblem(input.newPassword, user);
  if (problem) throw new DomainError('BAD_REQUEST', problem, { field: 'newPassword' });

  const passwordHash = await hashPassword(input.newPassword);
  await services.db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash);
    await services.mailer.send({ to: user.email, ...passwordChangedMail(user.name) }, trx);
  });
  await endOtherAuthSessions(services, user.id, authSessionToken);
  return { ok: true };
}
