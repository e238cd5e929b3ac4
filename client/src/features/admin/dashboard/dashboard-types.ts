import type { RouterOutputs } from '../../../lib/trpc.ts';

export type AdminDashboard = RouterOutputs['admin']['dashboard'];
