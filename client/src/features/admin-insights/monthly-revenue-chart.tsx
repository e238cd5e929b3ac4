import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@acolhe/shared/format';
import { ChartCard } from '../../components/chart-card.tsx';
import type { FinancialReport } from './insight-types.ts';

export function MonthlyRevenueChart({ report }: { report: FinancialReport }) {
  const rows = report.byMonth.map((row) => ({ label: row.label, receita: row.revenueCents }));
  return (
    <ChartCard title="Evolução da receita">
      <BarChart data={rows} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis fontSize={12} width={80} tickFormatter={(cents: number) => formatMoney(cents).replace(/,00$/, '')} />
        <Tooltip formatter={(cents) => formatMoney(Number(cents))} />
        <Bar dataKey="receita" name="Receita" fill="#0d9488" />
      </BarChart>
    </ChartCard>
  );
}
