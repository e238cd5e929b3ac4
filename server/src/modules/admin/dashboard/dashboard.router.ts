import { adminProcedure } from '../../../trpc/procedures.ts';
import { getDashboard } from './dashboard.service.ts';

export const adminDashboardQuery = adminProcedure.query(({ ctx }) => getDashboard(ctx));
