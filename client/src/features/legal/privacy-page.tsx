import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { LegalLayout, LegalList, LegalParagraph, LegalSection } from './legal-layout.tsx';

const dpoEmail = 'privacidade@acolhe.com.br';

export function PrivacyPage() {
  return (
    <LegalLayout title="Política de Privacidade" updatedAt="22/11/2026">
      <LegalParagraph>
        Esta política explica como o Acolhe trata os dados pessoais de pacientes, psicólogos e demais
        usuários, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 — LGPD).
      </LegalParagraph>

      <LegalSection title="1. Quem é o controlador">
        <LegalParagraph>
          O Acolhe, plataforma de psicologia online, é o controlador dos dados pessoais tratados na
          plataforma. As anotações clínicas que um psicólogo registra sobre seus atendimentos ficam sob a
          responsabilidade desse profissional, que responde por elas perante o Conselho Regional de Psicologia
          (CRP).
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="2. Dados que coletamos">
        <LegalList
          items={[
            'Cadastro: nome, e-mail, telefone, senha (guardada apenas como hash, nunca em texto) e, quando informado, o código da empresa conveniada.',
            'Psicólogos: especialidade, biografia profissional, valor da consulta, horários de atendimento, foto de perfil e dados bancários ou chave PIX para recebimento.',
            'Agendamentos: psicólogo escolhido, data, horário, valor, situação da consulta e os horários de entrada e saída na sala de vídeo.',
            'Avaliações: a nota que o paciente dá a uma consulta concluída.',
            'Dados técnicos: registros de acesso (endereço IP, data e hora) exigidos pelo Marco Civil da Internet.',
          ]}
        />
      </LegalSection>

      <LegalSection title="3. Para que usamos os dados">
        <LegalList
          items={[
            'Criar e manter sua conta e permitir o acesso com segurança.',
            'Mostrar a agenda dos psicólogos, realizar agendamentos e cancelamentos e liberar a sala de teleconsulta.',
            'Enviar avisos por e-mail sobre consultas, aprovação de cadastro e segurança da conta.',
            'Analisar o cadastro de psicólogos antes da aprovação.',
            'Produzir estatísticas agregadas da plataforma, sem identificar pessoas.',
            'Cumprir obrigações legais e prevenir fraudes e acessos indevidos.',
          ]}
        />
      </LegalSection>

      <LegalSection title="4. Bases legais">
        <LegalParagraph>
          Tratamos dados para executar o contrato com você (art. 7º, V, da LGPD), cumprir obrigações legais e
          regulatórias (art. 7º, II), proteger a plataforma e seus usuários com base em legítimo interesse
          (art. 7º, IX) e, quando for o caso, com o seu consentimento (art. 7º, I), que pode ser revogado a
          qualquer momento.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="5. Dados sensíveis de saúde">
        <LegalParagraph>
          O simples fato de alguém agendar uma consulta psicológica é um dado de saúde, e portanto sensível.
          Esses dados são tratados apenas para a tutela da saúde, em procedimentos realizados por
          profissionais de saúde, e com o seu consentimento (art. 11 da LGPD). As anotações clínicas são
          guardadas cifradas, só o psicólogo que as escreveu pode lê-las e cada acesso fica registrado. A
          empresa conveniada não tem acesso ao conteúdo das consultas nem às anotações clínicas.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="6. Teleconsultas">
        <LegalParagraph>
          As sessões de vídeo não são gravadas: áudio e imagem trafegam apenas entre os participantes da
          consulta durante a chamada. Registramos somente quem entrou e saiu da sala, e quando, para saber se
          a consulta foi realizada.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="7. Com quem compartilhamos">
        <LegalParagraph>
          O psicólogo com quem você agenda vê seu nome, e-mail, telefone e o histórico das consultas com ele.
          Também usamos fornecedores que operam dados em nosso nome, como hospedagem, envio de e-mails e
          infraestrutura de vídeo, sob contrato e com as mesmas exigências de segurança. Não vendemos dados
          pessoais. Autoridades só recebem dados quando a lei ou uma ordem judicial exigir.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="8. Por quanto tempo guardamos">
        <LegalParagraph>
          Guardamos os dados enquanto a conta estiver ativa. Quando a conta é excluída, os dados pessoais são
          anonimizados e as consultas futuras são canceladas; mantemos apenas o que a lei obriga, pelo prazo
          legal, como os registros de acesso (6 meses, pelo Marco Civil da Internet), e dados estatísticos sem
          identificação.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="9. Seus direitos">
        <LegalParagraph>Como titular dos dados, você pode a qualquer momento:</LegalParagraph>
        <LegalList
          items={[
            'Confirmar se tratamos seus dados e acessá-los.',
            'Corrigir dados incompletos, inexatos ou desatualizados.',
            'Pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desacordo com a lei.',
            'Receber seus dados em formato estruturado (portabilidade).',
            'Saber com quem seus dados foram compartilhados.',
            'Revogar o consentimento e ser informado das consequências.',
          ]}
        />
        <LegalParagraph>
          Pacientes podem baixar todos os seus dados e excluir a própria conta diretamente em “Meu perfil”. Os
          demais pedidos podem ser feitos ao nosso encarregado. Você também pode reclamar à Autoridade
          Nacional de Proteção de Dados (ANPD).
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="10. Segurança e cookies">
        <LegalParagraph>
          Usamos conexão cifrada, senhas guardadas com algoritmo de hash próprio para senhas, controle de
          acesso por perfil e registro das ações sensíveis. Usamos apenas um cookie essencial, que mantém sua
          sessão aberta; não usamos cookies de publicidade.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="11. Encarregado (DPO) e contato">
        <LegalParagraph>
          Dúvidas, pedidos e reclamações sobre dados pessoais podem ser enviados ao encarregado pelo e-mail{' '}
          <Link href={`mailto:${dpoEmail}`} color="brand.fg">
            {dpoEmail}
          </Link>
          . Respondemos em até 15 dias.
        </LegalParagraph>
        <LegalParagraph>
          Veja também os{' '}
          <Link asChild color="brand.fg">
            <RouterLink to={paths.terms}>Termos de Uso</RouterLink>
          </Link>
          .
        </LegalParagraph>
      </LegalSection>
    </LegalLayout>
  );
}
