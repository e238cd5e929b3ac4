import { Center, Text } from '@chakra-ui/react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '../../../components/chart-card.tsx';
import type { RouterOutputs } from '../../../lib/trpc.ts';

type AdminReport = RouterOutputs['admin']['reports']['report'];

const colors = { psychologists: '#0d9488', patients: '#2563eb', companies: '#f59e0b', registrations: '#7c3aed' };
// Excelente to Péssimo.
const satisfactionColors = ['#16a34a', '#65a30d', '#facc15', '#f97316', '#dc2626'];

export function GrowthChart({ report }: { report: AdminReport }) {
  const rows = report.growth.map((row) => ({ label: row.label, psicologos: row.psychologists, pacientes: row.patients, empresas: row.companies }));
  return (
    <ChartCard title="Crescimento da plataforma" height="400px">
      <AreaChart data={rows} margin={{ top: 8, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} width={40} />
        <Tooltip />
        <Legend />
        <Area type="monotone" dataKey="pacientes" name="Pacientes" stroke={colors.patients} fill={colors.patients} fillOpacity={0.2} isAnimationActive={false} />
        <Area type="monotone" dataKey="psicologos" name="Psicólogos" stroke={colors.psychologists} fill={colors.psychologists} fillOpacity={0.3} isAnimationActive={false} />
        <Area type="monotone" dataKey="empresas" name="Empresas" stroke={colors.companies} fill={colors.companies} fillOpacity={0.3} isAnimationActive={false} />
      </AreaChart>
    </ChartCard>
  );
}

export function SatisfactionChart({ report }: { report: AdminReport }) {
  const rated = report.satisfaction.filter((row) => row.count > 0);
  return (
    <ChartCard title="Satisfação dos usuários">
      {rated.length === 0 ? (
        <Center h="full">
          <Text color="gray.600">Nenhuma avaliação no período.</Text>
        </Center>
      ) : (
        <PieChart>
          <Pie data={rated} dataKey="count" nameKey="label" outerRadius="70%" label isAnimationActive={false}>
            {rated.map((row) => (
              <Cell key={row.rating} fill={satisfactionColors[5 - row.rating]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      )}
    </ChartCard>
  );
}

/** "Psicologia Clínica" → "Clínica": the axis has room for one word on a phone; the tooltip keeps the full name. */
const shortSpecialty = (name: string) => name.replace(/^Psicologia /, '');

export function SpecialtyChart({ report }: { report: AdminReport }) {
  return (
    <ChartCard title="Consultas por especialidade">
      <BarChart data={report.bySpecialty} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis type="number" allowDecimals={false} fontSize={12} />
        <YAxis type="category" dataKey="specialty" width={110} fontSize={11} tickFormatter={shortSpecialty} />
        <Tooltip />
        <Bar dataKey="appointments" name="Consultas" fill={colors.psychologists} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}

export function WeekdayChart({ report }: { report: AdminReport }) {
  return (
    <ChartCard title="Atividade por dia da semana">
      <BarChart data={report.weekdays}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis allowDecimals={false} fontSize={12} width={40} />
        <Tooltip />
        <Legend />
        <Bar dataKey="appointments" name="Consultas" fill={colors.patients} isAnimationActive={false} />
        <Bar dataKey="registrations" name="Cadastros" fill={colors.registrations} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}
