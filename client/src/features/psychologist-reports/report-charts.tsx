import { SimpleGrid } from '@chakra-ui/react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@acolhe/shared/format';
import { ChartCard } from '../../components/chart-card.tsx';
import type { RouterOutputs } from '../../lib/trpc.ts';

const brand = '#2563eb';
const pieColors = ['#16a34a', '#9ca3af', '#f59e0b'];

export function ReportCharts({ report }: { report: RouterOutputs['psychologist']['reports']['report'] }) {
  const monthly = report.monthly.map((row) => ({ label: row.label, consultas: row.consultations, receita: row.revenueCents }));
  const status = [
    { name: 'Ativos', value: report.patientStatus.active },
    { name: 'Inativos', value: report.patientStatus.inactive },
    { name: 'Novos', value: report.patientStatus.pending },
  ];
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <ChartCard title="Consultas por mês">
        <BarChart data={monthly}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} width={32} />
          <Tooltip />
          <Bar dataKey="consultas" name="Consultas" fill={brand} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Receita por mês">
        <LineChart data={monthly} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis fontSize={12} width={92} tickFormatter={(cents: number) => formatMoney(cents).replace(/,00$/, '')} />
          <Tooltip formatter={(cents) => formatMoney(Number(cents))} />
          <Line type="monotone" dataKey="receita" name="Receita" stroke="#16a34a" strokeWidth={2} isAnimationActive={false} />
        </LineChart>
      </ChartCard>
      <ChartCard title="Consultas por dia da semana">
        <BarChart data={report.weekdays}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} width={32} />
          <Tooltip />
          <Bar dataKey="appointments" name="Consultas" fill="#7c3aed" isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title="Status dos pacientes">
        <PieChart>
          <Pie data={status} dataKey="value" nameKey="name" outerRadius="75%" label isAnimationActive={false}>
            {status.map((entry, index) => (
              <Cell key={entry.name} fill={pieColors[index]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ChartCard>
    </SimpleGrid>
  );
}
