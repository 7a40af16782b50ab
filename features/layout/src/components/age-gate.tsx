import { useState } from 'react';
import { oneYear, writeCookie } from '@cepa/core';
import { Alert, Button, PopIn } from '@cepa/ui';
import { useLayoutMessages } from '../messages';

import { ageVerifiedCookie, isAgeVerified } from '../age-verified';

export { ageVerifiedCookie, isAgeVerified };

export type AgeGateProps = {
  brandName: string;
  /** Called once the visitor confirms their age. */
  onVerified?: () => void;
};

/**
 * Asks whether the visitor is of legal drinking age before they see the site. Neither Escape nor a
 * click on the scrim closes it: only "Yes" lets them in; "No" explains why they cannot enter.
 */
export function AgeGate({ brandName, onVerified }: AgeGateProps) {
  const t = useLayoutMessages();
  const [open, setOpen] = useState(() => !isAgeVerified());
  const [denied, setDenied] = useState(false);
  if (!open) return null;
  return (
    <PopIn
      isOpen
      // Only "Yes" lets the visitor in: Escape, the scrim or a close button cannot answer for them.
      mustAnswer
      size="sm"
      title={t('layout.ageGate.title')}
      description={t('layout.ageGate.text', { brand: brandName })}
      actions={
        <>
          <Button variant="secondary" onClick={() => setDenied(true)}>
            {t('layout.ageGate.no')}
          </Button>
          <Button
            onClick={() => {
              writeCookie(ageVerifiedCookie, 'yes', { maxAge: oneYear });
              setOpen(false);
              onVerified?.();
            }}
          >
            {t('layout.ageGate.yes')}
          </Button>
        </>
      }
    >
      {denied && <Alert tone="warning" live="assertive" description={t('layout.ageGate.denied')} />}
    </PopIn>
  );
}
