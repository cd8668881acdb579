import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { RadioGroup } from '../../components/radio-group';
import { LoadingButton } from '../../components/loading-button';
import { useToast } from '../../hooks/use-toast';
import type { MessageId } from '../../i18n/messages';
import { useApplyDnsPresetMutation, useDnsPresetPreviewQuery, useDnsResetPreviewQuery, useResetDnsZoneMutation } from './api';
import { ZoneChanges } from './zone-changes';
import type { ZoneView } from './zone-view';

type Preset = Schemas['DnsPresetRequest']['preset'];
const PRESETS = ['googleWorkspace', 'microsoft365', 'zohoMail'] as const satisfies readonly Preset[];
const PRESET_LABELS = { googleWorkspace: 'dns.preset.googleWorkspace', microsoft365: 'dns.preset.microsoft365', zohoMail: 'dns.preset.zohoMail' } as const;

/** What a change of the whole zone (a provider's set, the reset) differs in; the rest of its view is one. */
interface Change {
  active: boolean;
  preview: Parameters<typeof ZoneChanges>[0]['query'];
  /** The change itself, once the preview shows what it does; resolves with the toast's text. */
  run: () => Promise<{ id: MessageId; values: Record<string, string> }>;
  running: boolean;
  /** Where the focus goes back to on the records view. */
  focus: string;
  title: MessageId;
  intro: MessageId;
  choice?: ReactNode;
  label: MessageId;
  variant: 'primary' | 'danger';
  done: (focus?: string) => void;
}

/**
 * A preview-then-confirm view of the zone dialog: its heading and intro, what the change would
 * add and remove (read from the server, nothing changed), then its button, which writes it all in
 * one step; a failure says so and reads the preview again.
 */
function useChangeView({ active, preview, run, running, focus, title, intro, choice, label, variant, done }: Change): ZoneView {
  const toast = useToast();
  const nothing = !!preview.data && !preview.data.added?.length && !preview.data.removed?.length;
  const submit = async () => {
    if (!preview.data || nothing || running) return;
    try {
      const said = await run();
      toast(said.id, said.values);
      done(focus);
    } catch {
      toast('dns.failed', undefined, { variant: 'error' });
      void preview.refetch();
    }
  };
  return {
    body: (
      <>
        <h3 className="h6 mb-2">
          <FormattedMessage id={title} />
        </h3>
        <p className="small text-body-secondary">
          <FormattedMessage id={intro} />
        </p>
        {choice}
        {active && <ZoneChanges query={preview} what="dns.preset.loadFailed" />}
      </>
    ),
    footer: (
      <>
        <Button variant="outline-secondary" onClick={() => done(focus)}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <LoadingButton type="submit" variant={variant} loading={running} disabled={!preview.data || preview.isFetching || nothing}>
          <FormattedMessage id={label} />
        </LoadingButton>
      </>
    ),
    submit: () => void submit(),
  };
}

/** A mail provider's records as a view of the zone dialog: the provider chosen, what applying its set would add and replace, then Apply. */
export function usePresetView(domain: string, active: boolean, done: (focus?: string) => void): ZoneView {
  const intl = useIntl();
  const [preset, setPreset] = useState<Preset>('googleWorkspace');
  const preview = useDnsPresetPreviewQuery({ domain, preset }, { skip: !active, refetchOnMountOrArgChange: true });
  const [apply, applying] = useApplyDnsPresetMutation();
  return useChangeView({
    active,
    preview,
    run: async () => {
      await apply({ domain, preset }).unwrap();
      return { id: 'dns.preset.applied', values: { provider: intl.formatMessage({ id: PRESET_LABELS[preset] }), domain } };
    },
    running: applying.isLoading,
    focus: 'dns-presets',
    title: 'dns.preset.title',
    intro: 'dns.preset.intro',
    choice: <RadioGroup name="dns-preset" legend="dns.preset.legend" options={PRESETS} labels={PRESET_LABELS} value={preset} onChange={setPreset} />,
    label: 'dns.preset.apply',
    variant: 'primary',
    done,
  });
}

/** "Reset to the host's defaults" as a view of the zone dialog: what it removes and adds, then the reset itself. */
export function useResetView(domain: string, active: boolean, done: (focus?: string) => void): ZoneView {
  const preview = useDnsResetPreviewQuery(domain, { skip: !active, refetchOnMountOrArgChange: true });
  const [reset, resetting] = useResetDnsZoneMutation();
  return useChangeView({
    active,
    preview,
    run: async () => {
      await reset({ domain }).unwrap();
      return { id: 'dns.resetView.done', values: { domain } };
    },
    running: resetting.isLoading,
    focus: 'dns-reset',
    title: 'dns.resetView.title',
    intro: 'dns.resetView.intro',
    label: 'dns.resetView.submit',
    variant: 'danger',
    done,
  });
}
