import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';

/** The recovery codes, shown this once, with Copy and Download (a text file, made in the browser). */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <section aria-labelledby="two-factor-codes-title">
      <h3 id="two-factor-codes-title" className="h6">
        <FormattedMessage id="security.recoveryTitle" />
      </h3>
      <p className="text-body-secondary">
        <FormattedMessage id="security.recoveryIntro" />
      </p>
      <ol className="row row-cols-2 gx-3 gy-1 list-unstyled font-monospace ms-0 me-0 mb-3 py-2 border rounded bg-body-tertiary" data-testid="two-factor-codes">
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button variant="outline-secondary" size="sm" onClick={() => void copy()}>
          <FormattedMessage id="security.copyCodes" />
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={download}>
          <FormattedMessage id="security.download" />
        </Button>
        <span role="status" className="text-success small">
          {copied && <FormattedMessage id="security.copied" />}
        </span>
      </div>
    </section>
  );
}
