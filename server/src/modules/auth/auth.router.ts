import { loginInput, registerInput, type RegisterInput } from '@acolhe/shared/auth';
import { refuseWeakPassword } from '@acolhe/shared/password-policy';
import { verifyLoginCodeInput } from '@acolhe/shared/two-factor';
import { router } from '../../trpc/init.ts';
import { publicProcedure } from '../../trpc/procedures.ts';
import { clearAuthSessionCookie, setAuthSessionCookie } from '../../identity/auth-session-cookie.ts';
import { endAuthSession } from '../../identity/auth-session.service.ts';
import { loadPublicUser } from '../../identity/public-user.ts';
import * as auth from './auth.service.ts';
import { demoAccounts } from '../../seed/demo-accounts.ts';

export const authRouter = router({
  register: publicProcedure.input(registerInput.superRefine(refuseWeakPassword('password', (input: RegisterInput) => input))).mutation(async ({ ctx, input }) => {
    const result = await auth.register(ctx, input);
    if (result.kind === 'psychologist') return { user: null, pendingApproval: true };
    setAuthSessionCookie(ctx.res, result.authSessionToken, ctx.config.env === 'production');
    return { user: result.user, pendingApproval: false };
  }),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const result = await auth.login(ctx, input);
    if (result.kind === 'second-factor') return { user: null, twoFactorChallenge: result.challenge };
    setAuthSessionCookie(ctx.res, result.authSessionToken, ctx.config.env === 'production');
    return { user: result.user, twoFactorChallenge: null };
  }),

  loginWithCode: publicProcedure.input(verifyLoginCodeInput).mutation(async ({ ctx, input }) => {
    const { user, authSessionToken } = await auth.completeLoginWithCode(ctx, input);
    setAuthSessionCookie(ctx.res, authSessionToken, ctx.config.env === 'production');
    return { user };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.authSessionToken) await endAuthSession(ctx, ctx.authSessionToken);
    clearAuthSessionCookie(ctx.res, ctx.config.env === 'production');
    return { ok: true };
  }),

  me: publicProcedure.query(({ ctx }) => (ctx.user ? loadPublicUser(ctx.db, ctx.user.id) : null)),

  demoCredentials: publicProcedure.query(({ ctx }) => (ctx.config.demoMode ? demoAccounts : null)),
});
