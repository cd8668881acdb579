import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';
import { MIN_PASSWORD_LENGTH } from '@panel/contract/rules';
import { NewPasswordFields } from '../../components/new-password-fields';

/** A mailbox's new password, typed twice or generated, with the rules for a mailbox password. */
export function MailboxPasswordFields(props: Omit<ComponentProps<typeof NewPasswordFields>, 'labels' | 'help'>) {
  return (
    <NewPasswordFields
      {...props}
      labels={{ password: 'emails.password.label', repeat: 'emails.password.repeat', generate: 'emails.password.generate' }}
      help={<FormattedMessage id="password.rules" values={{ min: MIN_PASSWORD_LENGTH }} />}
    />
  );
}
