import { BarChartLine } from 'react-bootstrap-icons';
import { screenFeature } from '../../lib/commands';

/** The logs screen in the layout: its sidebar entry, `g l`. */
export const feature = screenFeature('logs', BarChartLine, 'l');
