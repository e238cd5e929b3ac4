import { ratio } from './figures.ts';

export interface DecisionFigures {
  /** Applications approved or rejected in the period. */
  decisions: number;
  approved: number;
  /** approved ÷ decisions; null without decisions. */
  approvalRate: number | null;
  /** Mean time from application to decision, in hours, over the period's decisions; null without any. */
  averageResponseHours: number | null;
}

export function decisionFigures(rows: { appliedAt: string; reviewedAt: string | null; status: string }[]): DecisionFigures {
  let approved = 0;
  let waited = 0;
  for (const row of rows) {
    if (row.status === 'approved') approved += 1;
    waited += Date.parse(row.reviewedAt ?? row.appliedAt) - Date.parse(row.appliedAt);
  }
  const averageMs = ratio(waited, rows.length);
  return {
    decisions: rows.length,
    approved,
    approvalRate: ratio(approved, rows.length),
    averageResponseHours: averageMs === null ? null : averageMs / 3_600_000,
  };
}
