import { Button } from '@chakra-ui/react';
import { LuCheck, LuX } from 'react-icons/lu';

interface ApplicationDecisionButtonsProps {
  approving: boolean;
  rejecting: boolean;
  /** Approving needs something the caller asks for first (the CRP check in the details dialog). */
  approveDisabled?: boolean;
  /** The dashboard's list says 'Reprovar', as the spec names it there. */
  rejectLabel?: string;
  onApprove: () => void;
  onReject: () => void;
}

/** Only for a pending application; while one decision runs, neither can be sent again. */
export function ApplicationDecisionButtons({
  approving,
  rejecting,
  approveDisabled = false,
  rejectLabel = 'Rejeitar',
  onApprove,
  onReject,
}: ApplicationDecisionButtonsProps) {
  const busy = approving || rejecting;
  return (
    <>
      <Button
        size="sm"
        colorPalette="green"
        loading={approving}
        disabled={busy || approveDisabled}
        onClick={onApprove}
      >
        <LuCheck /> Aprovar
      </Button>
      <Button
        size="sm"
        colorPalette="red"
        variant="outline"
        loading={rejecting}
        disabled={busy}
        onClick={onReject}
      >
        <LuX /> {rejectLabel}
      </Button>
    </>
  );
}
