import type { ReactNode } from 'react';
import type { ButtonProps } from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { LoadingButton } from './loading-button';

/**
 * A small button of one item of a list (a row, a card): its words (`text`, after its icon) and its
 * name for screen readers (`label` with `values`), which says which item it acts on ("Restore
 * index.html"); with `loading`, a spinner while its action runs.
 */
export function ItemButton({
  text,
  label,
  values,
  icon,
  loading = false,
  ...button
}: Omit<ButtonProps, 'children' | 'size'> & {
  text: MessageId;
  label: MessageId;
  values: Record<string, string>;
  icon?: ReactNode;
  loading?: boolean;
}) {
  const intl = useIntl();
  return (
    <LoadingButton size="sm" loading={loading} aria-label={intl.formatMessage({ id: label }, values)} {...button}>
      {icon}
      <FormattedMessage id={text} />
    </LoadingButton>
  );
}
