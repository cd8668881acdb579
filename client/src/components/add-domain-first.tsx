import { Globe } from 'react-bootstrap-icons';
import type { MessageId } from '../i18n/messages';
import { useDialogs } from './dialog-context';
import { EmptyState } from './empty-state';

/**
 * A screen that works on the account's domains, for an account that has none yet: why it needs one
 * (`text`, "Add a domain first: …") and the button that adds it, the domains screen's own dialog
 * opened right here, so the screen comes to life as soon as the domain is there.
 */
export function AddDomainFirst({ testId, text }: { testId: string; text: MessageId }) {
  const { open } = useDialogs();
  return <EmptyState testId={testId} icon={Globe} text={text} action={{ label: 'addDomainFirst.action', onClick: () => open('addDomain') }} />;
}
