import type { Application } from './application-format.ts';
import { ApplicationDetailsDialog } from './application-details-dialog.tsx';
import { RejectApplicationDialog } from './reject-application-dialog.tsx';
import type { useApplicationDecisions } from './use-application-decisions.ts';

interface ApplicationDialogsProps {
  decisions: ReturnType<typeof useApplicationDecisions>;
  /** The application whose details are open ('Ver Detalhes'), if any. */
  selected: Application | null;
  onCloseDetails: () => void;
  /** The application being rejected (the reason asked), if any. */
  rejecting: Application | null;
  onReject: (application: Application) => void;
  onCloseReject: () => void;
}

/** 'Ver Detalhes' and 'Reprovar' of an application, as the applications page and the dashboard show them. */
export function ApplicationDialogs({ decisions, selected, onCloseDetails, rejecting, onReject, onCloseReject }: ApplicationDialogsProps) {
  return (
    <>
      <ApplicationDetailsDialog
        key={selected?.id ?? 'none'}
        application={selected}
        approving={selected !== null && decisions.approvingId === selected.id}
        rejecting={selected !== null && decisions.rejectingId === selected.id}
        onApprove={decisions.approve}
        onReject={onReject}
        onClose={onCloseDetails}
      />
      <RejectApplicationDialog
        key={rejecting?.id ?? 'none'}
        application={rejecting}
        rejecting={rejecting !== null && decisions.rejectingId === rejecting.id}
        onConfirm={decisions.reject}
        onClose={onCloseReject}
      />
    </>
  );
}
