/** The three demo users; shown on /login only in demo mode. */
export const demoPassword = 'demo123';

export const demoAccounts = {
  password: demoPassword,
  accounts: [
    { role: 'patient', label: 'Paciente', email: 'paciente@demo.com', name: 'Ana Souza' },
    { role: 'psychologist', label: 'Psicólogo', email: 'psicologo@demo.com', name: 'Carlos Mendes' },
    { role: 'admin', label: 'Administrador', email: 'admin@demo.com', name: 'Administrador Acolhe' },
  ],
} as const;
