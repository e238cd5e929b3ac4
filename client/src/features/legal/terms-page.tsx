import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { LegalLayout, LegalList, LegalParagraph, LegalSection } from './legal-layout.tsx';

export function TermsPage() {
  return (
    <LegalLayout title="Termos de Uso" updatedAt="22/11/2026">
      <LegalParagraph>
        Estes termos regem o uso do Acolhe por pacientes, psicólogos e empresas conveniadas. Ao criar uma
        conta, você declara que leu e aceita estes termos e a{' '}
        <Link asChild color="brand.fg">
          <RouterLink to={paths.privacy}>Política de Privacidade</RouterLink>
        </Link>
        .
      </LegalParagraph>

      <LegalSection title="1. O que é o Acolhe">
        <LegalParagraph>
          O Acolhe é uma plataforma de tecnologia que aproxima pacientes e psicólogos e oferece agenda e sala
          de teleconsulta. O Acolhe intermedeia o encontro, mas não presta serviços de psicologia: o
          atendimento é realizado pelo psicólogo escolhido, que é o responsável técnico e ético por ele.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="2. Psicólogos">
        <LegalList
          items={[
            'Os psicólogos são profissionais independentes, com inscrição ativa no Conselho Regional de Psicologia (CRP), e não são empregados do Acolhe.',
            'Todo cadastro de psicólogo é analisado pelo Acolhe e só é liberado depois de aprovado.',
            'Cada psicólogo define sua especialidade, seu valor por consulta e sua agenda, e segue o Código de Ética Profissional e as normas do Conselho Federal de Psicologia para o atendimento online.',
            'O psicólogo deve guardar sigilo sobre tudo o que souber nos atendimentos.',
          ]}
        />
      </LegalSection>

      <LegalSection title="3. Sua conta">
        <LegalList
          items={[
            'Para criar uma conta é preciso ter 18 anos ou mais. O atendimento de crianças e adolescentes é agendado e acompanhado pelo responsável legal.',
            'Os dados informados no cadastro devem ser verdadeiros e mantidos atualizados.',
            'A senha é pessoal; não a compartilhe. Avise-nos se suspeitar de uso indevido da sua conta.',
            'Quem usa o código de uma empresa conveniada fica vinculado a ela enquanto o convênio estiver ativo.',
          ]}
        />
      </LegalSection>

      <LegalSection title="4. Agendamento e cancelamento">
        <LegalList
          items={[
            'O valor da consulta é definido pelo psicólogo e aparece antes da confirmação do agendamento.',
            'A consulta pode ser cancelada pelo paciente, em “Minhas consultas”, até o horário de início. Depois que a consulta começa, ela não pode mais ser cancelada.',
            'O horário cancelado volta a ficar disponível na agenda do psicólogo, e ambos são avisados por e-mail.',
            'Quando o paciente não entra na sala no horário marcado, a consulta é registrada como “Não compareceu”.',
          ]}
        />
      </LegalSection>

      <LegalSection title="5. Teleconsulta">
        <LegalList
          items={[
            'A sala de vídeo abre 15 minutos antes do início da consulta e fica disponível até 60 minutos depois.',
            'Participe de um lugar reservado, com boa conexão, câmera e microfone funcionando.',
            'As sessões não são gravadas pelo Acolhe, e é proibido a qualquer participante gravar ou divulgar a consulta sem o consentimento do outro.',
          ]}
        />
      </LegalSection>

      <LegalSection title="6. Emergências">
        <LegalParagraph>
          O Acolhe não é um serviço de urgência ou emergência. Se você estiver em crise ou pensando em tirar a
          própria vida, ligue para o CVV no 188 (gratuito, 24 horas) ou para o SAMU no 192, ou procure o
          pronto-socorro mais próximo.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="7. Condutas proibidas">
        <LegalList
          items={[
            'Usar a plataforma para fins ilícitos, ofensivos ou discriminatórios.',
            'Criar contas falsas ou se passar por outra pessoa, inclusive por um profissional de psicologia.',
            'Tentar acessar dados ou áreas da plataforma sem autorização.',
          ]}
        />
        <LegalParagraph>
          O descumprimento destes termos pode levar à suspensão ou ao encerramento da conta.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="8. Responsabilidades">
        <LegalParagraph>
          O Acolhe se empenha em manter a plataforma disponível e segura, mas pode haver interrupções para
          manutenção ou por falhas alheias ao seu controle. O conteúdo e a condução de cada atendimento são
          responsabilidade do psicólogo.
        </LegalParagraph>
      </LegalSection>

      <LegalSection title="9. Alterações e legislação">
        <LegalParagraph>
          Podemos atualizar estes termos; mudanças relevantes serão avisadas na plataforma ou por e-mail.
          Estes termos seguem as leis brasileiras, e fica eleito o foro do domicílio do usuário.
        </LegalParagraph>
      </LegalSection>
    </LegalLayout>
  );
}
