import { runProcessCli } from './cli/acolhe.ts';

runProcessCli();
