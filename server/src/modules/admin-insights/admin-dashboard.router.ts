import { adminProcedure } from '../../trpc/procedures.ts';
import { getDashboard } from './admin-dashboard.service.ts';

export const adminDashboardQuery = adminProcedure.query(({ ctx }) => getDashboard(ctx));
