import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { sendVerificationEmail } from '../api/send-verification';
import { Button } from '../../../ui/button';

export function ResendVerification() {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');

  async function resend() {
    setStatus('sending');
    try {
      await sendVerificationEmail();
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <>
      {status === 'sent' ? <Alert tone="success">Een nieuwe verificatie email is verzonden...</Alert> : null}
      {status === 'failed' ? <Alert tone="error">Er is een fout opgetreden bij het verzenden van de verificatie email.</Alert> : null}
      {status === 'sent' ? null : (
        <Button variant="primary" onClick={resend} disabled={status === 'sending'}>
          {status === 'sending' ? 'Versturen...' : 'Nieuwe verificatie email versturen'}
        </Button>
      )}
    </>
  );
}
