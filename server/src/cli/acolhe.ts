import { z } from 'zod';
import { applyBrazilianZodMessages } from '@acolhe/shared/zod-locale';
import type { BuildOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { appVersion } from '../version.ts';
import { backupCommand, backupFileSchema } from './backup.ts';
import { copyToPostgresCommand } from './copy-to-postgres.ts';
import { createAdminCommand } from './create-admin.ts';
import { helpText } from './help.ts';
import { migrateCommand } from './migrate.ts';
import { restoreCommand } from './restore.ts';
import { seedCommand } from './seed.ts';
import { serve } from './serve.ts';

const commandSchema = z.enum(['serve', 'migrate', 'seed', 'create-admin', 'backup', 'restore', 'copy-to-postgres'], {
  error: (issue) => `Comando desconhecido: ${String(issue.input)}. Veja "acolhe --help".`,
});

function fileArgument(command: string, rest: string[]): string {
  const file = backupFileSchema.safeParse(rest.length === 1 ? rest[0] : undefined);
  if (!file.success) throw new Error(`Uso: acolhe ${command} ARQUIVO (${file.error.issues[0]?.message ?? ''})`);
  return file.data;
}

/**
 * The one entry of the server and its tools: `acolhe [command] [options]`. Resolves to the exit code, or
 * to null for `serve`, which goes on running.
 */
export async function runCli(args: string[], options: BuildOptions = {}): Promise<number | null> {
  applyBrazilianZodMessages();
  const [first = 'serve', ...rest] = args;
  if (first === '--help' || first === '-h' || rest.includes('--help') || rest.includes('-h')) {
    console.log(helpText);
    return 0;
  }
  if (first === '--version' || first === '-v') {
    console.log(appVersion);
    return 0;
  }
  const command = commandSchema.safeParse(first);
  if (!command.success) {
    console.error(command.error.issues[0]?.message);
    return 2;
  }
  const config = loadConfig();
  switch (command.data) {
    case 'serve':
      await serve(config, options);
      return null;
    case 'migrate':
      return migrateCommand(config);
    case 'seed':
      return seedCommand(config, rest);
    case 'create-admin':
      return createAdminCommand(config, rest);
    case 'backup':
      return backupCommand(config, fileArgument('backup', rest));
    case 'restore':
      return restoreCommand(config, fileArgument('restore', rest));
    case 'copy-to-postgres':
      return copyToPostgresCommand(config, rest);
  }
}

/** Runs the command line of this process; any failure ends it with its message, not a stack trace. */
export function runProcessCli(options: BuildOptions = {}): void {
  runCli(process.argv.slice(2), options).then(
    (code) => {
      if (code !== null) process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
