import { z } from 'zod';

/** Zod's built-in Portuguese messages for anything a schema does not word itself. */
export function applyBrazilianZodMessages(): void {
  z.config(z.locales.pt());
}
