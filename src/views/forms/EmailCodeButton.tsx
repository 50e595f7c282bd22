import { useActorRef, useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { useIntl } from 'react-intl';
import { useAppActors } from '../../app/AppActorsContext';
import { useServices } from '../../app/customerServices';
import { useLatest } from '../../app/useLatest';
import type { CodePurpose } from '../../domain/identityApi';
import { emailCodeActors } from '../../machines/emailCode.actors';
import { emailCodeMachine } from '../../machines/emailCode.machine';
import { selectCanSend, selectIsSending, selectSecondsLeft } from '../../machines/emailCode.selectors';

interface EmailCodeButtonProps {
  purpose: CodePurpose;
  /** validates the e-mail field and answers its value, or null when it is not valid */
  validEmail(): Promise<string | null>;
  /** the server refused: a taken address, one that cannot receive codes, too many requests */
  onRefused(error: unknown): void;
}

/** "Get code", then a 60 s countdown before another may be asked for (spec 5 "Register"). */
export function EmailCodeButton({ purpose, validEmail, onRefused }: EmailCodeButtonProps) {
  const intl = useIntl();
  const { notifier } = useAppActors();
  const { account } = useServices();
  const latest = useLatest({ purpose, onRefused, intl });
  const sender = useActorRef(
    emailCodeMachine.provide({
      actors: emailCodeActors(account, () => latest.current.purpose),
      actions: {
        sent: () => notifier.notify(latest.current.intl.formatMessage({ id: 'register.codeSent' }), 'success'),
        failed: (_, { error }) => latest.current.onRefused(error),
      },
    }),
  );
  const secondsLeft = useSelector(sender, selectSecondsLeft);
  const sending = useSelector(sender, selectIsSending);
  const canSend = useSelector(sender, selectCanSend);

  const send = async () => {
    const email = await validEmail();
    if (email) sender.send({ type: 'code.send', email });
  };

  return (
    <Button
      type="button"
      outlined
      label={secondsLeft > 0 ? intl.formatMessage({ id: 'register.resendIn' }, { seconds: secondsLeft }) : intl.formatMessage({ id: 'register.sendCode' })}
      loading={sending}
      disabled={!canSend && !sending}
      onClick={send}
    />
  );
}
