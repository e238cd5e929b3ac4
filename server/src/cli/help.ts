import { appVersion } from '../version.ts';

export const helpText = `Acolhe ${appVersion}: plataforma de psicologia online

Uso: acolhe [comando] [opções]

Comandos:
  serve                 inicia o servidor (o padrão, sem comando)
  migrate               aplica ao banco as migrações que faltam
  seed [--fresh]        grava os dados de demonstração num banco vazio
                        (--fresh apaga o banco e o recria)
  create-admin --email E --name N --password S
                        cria um administrador
  backup ARQUIVO        copia o banco, mesmo com o servidor rodando, e grava
                        a chave dos prontuários em ARQUIVO.records-key
  restore ARQUIVO       restaura um backup (só com o servidor parado; recusa
                        arquivo corrompido ou de uma versão mais nova)
  copy-to-postgres --from ARQUIVO.db --to postgres://…
                        copia o banco SQLite para um PostgreSQL vazio (para
                        rodar vários servidores) e confere tabela a tabela

Opções:
  -h, --help            mostra esta ajuda
  -v, --version         mostra a versão

A configuração vem das variáveis de ambiente (PORT, HOST, DATABASE_PATH,
RECORDS_KEY, BACKUP_DIR, ...; veja docs/configuration.md). Sem DATABASE_PATH, os dados
ficam em ./data.
`;
