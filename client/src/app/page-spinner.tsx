import Spinner from 'react-bootstrap/Spinner';
import { useIntl } from 'react-intl';

/** Shown while a screen's code arrives. */
export function PageSpinner() {
  const intl = useIntl();
  return (
    <div className="d-flex justify-content-center align-items-center py-5">
      <Spinner animation="border" role="status" variant="secondary">
        <span className="visually-hidden">{intl.formatMessage({ id: 'common.loading' })}</span>
      </Spinner>
    </div>
  );
}
