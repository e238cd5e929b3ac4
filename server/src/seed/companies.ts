export const companyNames = [
  'TechNova Sistemas Ltda',
  'Banco Horizonte S.A.',
  'Varejo Boa Compra Ltda',
  'Construtora Alicerce Ltda',
  'Hospital Santa Clara',
  'Logística Rota Sul Ltda',
] as const;
