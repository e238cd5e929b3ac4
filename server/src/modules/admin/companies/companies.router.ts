import {
  changeCompanyPlanInput,
  companyIdInput,
  companyListInput,
  companyReportInput,
  createCompanyInput,
} from '@acolhe/shared/companies';
import { router } from '../../../trpc/init.ts';
import { adminProcedure } from '../../../trpc/procedures.ts';
import * as companies from './companies.service.ts';
import { companyReportCsv } from './company-report-csv.ts';

export const adminCompaniesRouter = router({
  list: adminProcedure
    .input(companyListInput)
    .query(({ ctx, input }) => companies.listCompanies(ctx, input.search)),
  totals: adminProcedure.query(({ ctx }) => companies.companyTotals(ctx)),
  create: adminProcedure
    .input(createCompanyInput)
    .mutation(({ ctx, input }) => companies.createCompany(ctx, ctx.user.id, input)),
  toggleStatus: adminProcedure
    .input(companyIdInput)
    .mutation(({ ctx, input }) => companies.toggleCompanyStatus(ctx, ctx.user.id, input.id)),
  changePlan: adminProcedure
    .input(changeCompanyPlanInput)
    .mutation(({ ctx, input }) => companies.changeCompanyPlan(ctx, input.id, input.plan)),
  remove: adminProcedure
    .input(companyIdInput)
    .mutation(({ ctx, input }) => companies.removeCompany(ctx, ctx.user.id, input.id)),
  reportCsv: adminProcedure
    .input(companyReportInput)
    .query(({ ctx, input }) => companyReportCsv(ctx, input.id, input.period)),
});
