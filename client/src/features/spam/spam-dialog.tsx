import { useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { HOST_SPAM_DEFAULT, SPAM_DAYS_DEFAULT, spamSettingSchema } from '@panel/contract/rules';
import { FormDialog } from '../../components/form-dialog';
import { InfoDialog } from '../../components/info-dialog';
import { QueryPending } from '../../components/query-pending';
import { SelectField } from '../../components/select-field';
import { useDialogControl } from '../../components/dialog-context';
import { useFormDialog } from '../../hooks/use-form-dialog';
import { useGoTo } from '../../hooks/use-go-to';
import { spamApi, useSpamListQuery, type SpamList, type SpamSetting } from '../../api/spam-filter';
import { SettingFields, SettingSummary, type SettingValues } from './setting-fields';

export const SPAM_DIALOG_ID = 'spam-dialog';

// The form's words (days typed as text) to the call's setting, checked by the shared rule.
const settingForm = z
  .object({ level: z.string(), action: z.string(), days: z.string() })
  .transform((v) => ({ level: v.level, action: v.action, days: v.action === 'delete' ? (v.days.trim() === '' ? null : Number(v.days)) : null }))
  .pipe(spamSettingSchema);

const valuesOf = (setting: SpamSetting): SettingValues => ({ level: setting.level, action: setting.action, days: String(setting.days ?? SPAM_DAYS_DEFAULT) });

/**
 * The spam filter (`spamFilter` extension): of a mailbox (`address`: its own setting or its
 * domain's default), or a domain's default (`domain`, or chosen here when neither is given).
 */
export function SpamDialog({ address, domain }: { address?: string; domain?: string }) {
  const query = useSpamListQuery();
  const title = address ? <FormattedMessage id="spam.mailboxTitle" values={{ address }} /> : <FormattedMessage id="spam.domainTitle" />;
  if (!query.data) {
    return (
      <InfoDialog id={SPAM_DIALOG_ID} title={title}>
        <QueryPending query={query} what="spam.loadFailed" testId="spam-dialog-failed" rows={4} />
      </InfoDialog>
    );
  }
  if (address) return <MailboxForm address={address} list={query.data} title={title} />;
  return <DomainForm domain={domain} list={query.data} title={title} />;
}

/** "N senders always delivered · N always refused", and the way to the lists that say which. */
function Exceptions({ list, domain }: { list: SpamList; domain: string }) {
  const control = useDialogControl();
  const goTo = useGoTo();
  const entry = (list.domains ?? []).find((d) => d.domain === domain);
  return (
    <div className="border-top pt-3 mt-1" data-testid="spam-exceptions">
      <p className="mb-1 small">
        <FormattedMessage id="spam.exceptions" values={{ allowed: entry?.allowedSenders ?? 0, blocked: entry?.blockedSenders ?? 0, domain }} />
      </p>
      <Button
        variant="link"
        size="sm"
        className="p-0"
        onClick={() => {
          control.close();
          goTo('emails', 'filters');
        }}
      >
        <FormattedMessage id="spam.exceptionsLink" />
      </Button>
    </div>
  );
}

function MailboxForm({ address, list, title }: { address: string; list: SpamList; title: ReactNode }) {
  const intl = useIntl();
  const at = address.lastIndexOf('@');
  const mailbox = { name: address.slice(0, at), domain: address.slice(at + 1) };
  const own = (list.mailboxes ?? []).find((m) => m.domain === mailbox.domain && m.name.toLowerCase() === mailbox.name.toLowerCase())?.setting;
  const inherited = (list.domains ?? []).find((d) => d.domain === mailbox.domain)?.setting ?? HOST_SPAM_DEFAULT;
  const [inherit, setInherit] = useState(!own);
  const [setMailboxSpam] = spamApi.useSetMailboxSpamMutation();
  const form = useFormDialog({
    initial: valuesOf(own ?? inherited),
    schema: inherit ? undefined : settingForm,
    call: (data: unknown) => setMailboxSpam({ ...mailbox, setting: inherit ? null : (data as SpamSetting) }).unwrap(),
    errors: { 404: 'spam.gone' },
    toast: { id: 'spam.saved', values: { address } },
  });
  return (
    <FormDialog form={form} id={SPAM_DIALOG_ID} title={title} submitLabel={<FormattedMessage id="common.save" />}>
      <fieldset className="mb-3" role="radiogroup" aria-label={intl.formatMessage({ id: 'spam.which' })}>
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name="spam-inherit"
            id="spam-inherit-yes"
            aria-describedby="spam-inherited"
            checked={inherit}
            onChange={() => setInherit(true)}
          />
          <label className="form-check-label" htmlFor="spam-inherit-yes">
            <FormattedMessage id="spam.useDefault" values={{ domain: mailbox.domain }} />
          </label>
        </div>
        <div className="form-text mt-0 mb-2" style={{ paddingInlineStart: '1.5rem' }} id="spam-inherited" data-testid="spam-inherited">
          <SettingSummary setting={inherited} />
        </div>
        <div className="form-check">
          <input className="form-check-input" type="radio" name="spam-inherit" id="spam-inherit-no" checked={!inherit} onChange={() => setInherit(false)} />
          <label className="form-check-label" htmlFor="spam-inherit-no">
            <FormattedMessage id="spam.ownSetting" />
          </label>
        </div>
      </fieldset>
      {!inherit && <SettingFields prefix="spam" values={form.values} set={form.set} errors={{ days: form.field('days').error }} />}
      <Exceptions list={list} domain={mailbox.domain} />
    </FormDialog>
  );
}

function DomainForm({ domain: given, list, title }: { domain?: string; list: SpamList; title: ReactNode }) {
  const intl = useIntl();
  const names = useMemo(() => (list.domains ?? []).map((d) => d.domain), [list]);
  const [domain, setDomain] = useState(given ?? names[0] ?? '');
  const current = (list.domains ?? []).find((d) => d.domain === domain);
  return (
    <DomainSettingForm key={domain} domain={domain} setting={current?.setting ?? HOST_SPAM_DEFAULT} list={list} title={title}>
      {!given && names.length > 1 && (
        <SelectField id="spam-domain" label={intl.formatMessage({ id: 'spam.domain' })} options={names} value={domain} onChange={setDomain} />
      )}
    </DomainSettingForm>
  );
}

function DomainSettingForm({
  domain,
  setting,
  list,
  title,
  children,
}: {
  domain: string;
  setting: SpamSetting;
  list: SpamList;
  title: ReactNode;
  children: ReactNode;
}) {
  const [setDomainSpam] = spamApi.useSetDomainSpamMutation();
  const form = useFormDialog({
    initial: valuesOf(setting),
    schema: settingForm,
    call: (data) => setDomainSpam({ domain, ...data }).unwrap(),
    errors: { 404: 'spam.gone' },
    toast: { id: 'spam.domainSaved', values: { domain } },
  });
  return (
    <FormDialog form={form} id={SPAM_DIALOG_ID} title={title} submitLabel={<FormattedMessage id="common.save" />}>
      {children}
      <p className="small text-body-secondary">
        <FormattedMessage id="spam.domainIntro" values={{ domain }} />
      </p>
      <SettingFields prefix="spam" values={form.values} set={form.set} errors={{ days: form.field('days').error }} />
      <Exceptions list={list} domain={domain} />
    </FormDialog>
  );
}
