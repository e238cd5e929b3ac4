import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@acolhe/shared/format';
import { ChartCard } from '../../../components/chart-card.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';

const compactMoney = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact' });

export function MonthlyRevenueChart({ report }: { report: RouterOutputs['admin']['financial']['report'] }) {
  const rows = report.byMonth.map((row) => ({ label: row.label, receita: row.revenueCents }));
  return (
    <ChartCard title="Evolução da receita" height="360px">
      <BarChart data={rows} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis fontSize={12} width={96} tickFormatter={(cents: number) => compactMoney.format(cents / 100)} />
        <Tooltip formatter={(cents) => formatMoney(Number(cents))} />
        <Bar dataKey="receita" name="Receita" fill="#0d9488" isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
