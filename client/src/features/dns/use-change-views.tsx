import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Schemas } from '@panel/contract';
import { RadioGroup } from '../../components/radio-group';
import { LoadingButton } from '../../components/loading-button';
import { useToast } from '../../hooks/use-toast';
import { useApplyDnsPresetMutation, useDnsPresetPreviewQuery, useDnsResetPreviewQuery, useResetDnsZoneMutation } from './api';
import { ZoneChanges } from './zone-changes';
import type { ZoneView } from './zone-view';

type Preset = Schemas['DnsPresetRequest']['preset'];
const PRESETS = ['googleWorkspace', 'microsoft365', 'zohoMail'] as const satisfies readonly Preset[];
const PRESET_LABELS = { googleWorkspace: 'dns.preset.googleWorkspace', microsoft365: 'dns.preset.microsoft365', zohoMail: 'dns.preset.zohoMail' } as const;

const back = (done: () => void) => (
  <Button variant="outline-secondary" onClick={done}>
    <FormattedMessage id="common.cancel" />
  </Button>
);

/**
 * A mail provider's records as a view of the zone dialog: the provider chosen, what applying its
 * set would add and replace (read from the server, nothing changed), then Apply, which writes it
 * all in one step.
 */
export function usePresetView(domain: string, active: boolean, done: (focus?: string) => void): ZoneView {
  const intl = useIntl();
  const toast = useToast();
  const [preset, setPreset] = useState<Preset>('googleWorkspace');
  const preview = useDnsPresetPreviewQuery({ domain, preset }, { skip: !active, refetchOnMountOrArgChange: true });
  const [apply, applying] = useApplyDnsPresetMutation();
  const nothing = !!preview.data && !preview.data.added?.length && !preview.data.removed?.length;
  const submit = async () => {
    if (!preview.data || nothing || applying.isLoading) return;
    try {
      await apply({ domain, preset }).unwrap();
      toast('dns.preset.applied', { provider: intl.formatMessage({ id: PRESET_LABELS[preset] }), domain });
      done('dns-presets');
    } catch {
      toast('dns.failed', undefined, { variant: 'error' });
      void preview.refetch();
    }
  };
  return {
    body: (
      <>
        <h3 className="h6 mb-2">
          <FormattedMessage id="dns.preset.title" />
        </h3>
        <p className="small text-body-secondary">
          <FormattedMessage id="dns.preset.intro" />
        </p>
        <RadioGroup name="dns-preset" legend="dns.preset.legend" options={PRESETS} labels={PRESET_LABELS} value={preset} onChange={setPreset} />
        {active && <ZoneChanges query={preview} what="dns.preset.loadFailed" />}
      </>
    ),
    footer: (
      <>
        {back(() => done('dns-presets'))}
        <LoadingButton type="submit" variant="primary" loading={applying.isLoading} disabled={!preview.data || preview.isFetching || nothing}>
          <FormattedMessage id="dns.preset.apply" />
        </LoadingButton>
      </>
    ),
    submit: () => void submit(),
  };
}

/** "Reset to the host's defaults" as a view of the zone dialog: what it removes and adds, then the reset itself. */
export function useResetView(domain: string, active: boolean, done: (focus?: string) => void): ZoneView {
  const toast = useToast();
  const preview = useDnsResetPreviewQuery(domain, { skip: !active, refetchOnMountOrArgChange: true });
  const [reset, resetting] = useResetDnsZoneMutation();
  const nothing = !!preview.data && !preview.data.added?.length && !preview.data.removed?.length;
  const submit = async () => {
    if (!preview.data || nothing || resetting.isLoading) return;
    try {
      await reset({ domain }).unwrap();
      toast('dns.resetView.done', { domain });
      done('dns-reset');
    } catch {
      toast('dns.failed', undefined, { variant: 'error' });
      void preview.refetch();
    }
  };
  return {
    body: (
      <>
        <h3 className="h6 mb-2">
          <FormattedMessage id="dns.resetView.title" />
        </h3>
        <p className="small text-body-secondary">
          <FormattedMessage id="dns.resetView.intro" />
        </p>
        {active && <ZoneChanges query={preview} what="dns.preset.loadFailed" />}
      </>
    ),
    footer: (
      <>
        {back(() => done('dns-reset'))}
        <LoadingButton type="submit" variant="danger" loading={resetting.isLoading} disabled={!preview.data || preview.isFetching || nothing}>
          <FormattedMessage id="dns.resetView.submit" />
        </LoadingButton>
      </>
    ),
    submit: () => void submit(),
  };
}
